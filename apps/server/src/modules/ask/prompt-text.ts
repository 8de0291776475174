/*
 * Text for the model's prompts, shared by the answer (answer-rules.ts) and the model's help
 * with retrieval (model-help.ts), which retrieval.ts uses: its own file, so that those three
 * do not import each other in a circle.
 */

/** Text put in a tagged block of a prompt cannot close the block (`<` and `>` become look-alikes). */
export const escapeTags = (text: string) => text.replace(/</g, '‹').replace(/>/g, '›');

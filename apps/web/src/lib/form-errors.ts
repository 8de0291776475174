/**
 * Picks the one message a form shows above its button: the first message of `priority`
 * that is present, else the first present message. Used where the spec gives one
 * form-level message ('Please fill in all fields') instead of one per field.
 */
export function pickFormError(
  messages: ReadonlyArray<string | undefined>,
  priority: readonly string[] = [],
): string | undefined {
  const present = messages.filter((message): message is string => Boolean(message));
  return priority.find((message) => present.includes(message)) ?? present[0];
}

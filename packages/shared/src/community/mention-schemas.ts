import { z } from 'zod';
import { communityAuthor } from './schemas.ts';

/** The @mention autocomplete (issue 42): people who can see the thread whose name starts so. */
export const mentionCandidatesQuery = z.object({
  q: z.string().trim().min(1, 'Type the start of a name').max(50, 'A name can be at most 50 characters'),
  /** The thread being written in; without it, a new discussion of a category (every member). */
  postId: z.uuid('Discussion id must be a UUID').optional(),
});
export type MentionCandidatesQuery = z.input<typeof mentionCandidatesQuery>;

export const mentionCandidatesLimit = 8;

export const mentionCandidatesResponse = z.object({ people: z.array(communityAuthor) });
export type MentionCandidatesResponse = z.infer<typeof mentionCandidatesResponse>;

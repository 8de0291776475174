import { defineEndpoints } from '../contract.ts';

export const mentionEndpoints = defineEndpoints(() => import('./mention-schemas.ts'), {
  listMentionCandidates: {
    method: 'GET',
    path: '/api/community/mention-candidates',
    access: 'member',
    action: 'community.read',
    tag: 'community',
    summary:
      'The @mention autocomplete: up to 8 people who can see the thread, by the start of their name, among the viewer’s organization, the thread’s writers and the directory',
    query: 'mentionCandidatesQuery',
    response: 'mentionCandidatesResponse',
  },
});

import { defineEndpoints } from '../contract.ts';

const tag = 'admin-articles';

/**
 * An article's earlier versions (issue 25, decision 028): every article write keeps the version
 * it replaces; superadmins see them and restore one (article.manage).
 */
export const articleRevisionEndpoints = defineEndpoints(() => import('./revision-schemas.ts'), {
  listArticleRevisions: {
    method: 'GET',
    path: '/api/admin/articles/:articleId/revisions',
    access: 'member',
    action: 'article.manage',
    tag,
    summary: "An article's earlier versions, newest first, each with who replaced it and how",
    params: 'articleRevisionParams',
    query: 'articleRevisionsQuery',
    response: 'articleRevisionsResponse',
  },
  restoreArticleRevision: {
    method: 'POST',
    path: '/api/admin/articles/:articleId/revisions/:revisionId/restore',
    access: 'member',
    action: 'article.manage',
    tag,
    summary: 'Puts an earlier version back (the current one becomes a revision itself, so it can be undone)',
    params: 'articleRevisionItemParams',
    response: 'articleRevisionRestoredResponse',
  },
});

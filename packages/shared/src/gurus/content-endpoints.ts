import { defineEndpoints } from '../contract.ts';

const tag = 'guru-content';

/**
 * My Guru Content and the guru article form (spec 02): gurus, on the articles of their own
 * guru record only. The route's action answers "a guru at all?"; a route on one article
 * loads its guru and checks it against the viewer (the policy's `article.edit` with the row).
 */
export const guruContentEndpoints = defineEndpoints(() => import('./content-schemas.ts'), {
  listGuruArticles: {
    method: 'GET',
    path: '/api/guru-content/articles',
    access: 'member',
    action: 'article.create',
    tag,
    summary: "The viewer's guru record and one page of its articles, searched and filtered",
    query: 'guruArticlesQuery',
    response: 'guruArticlesResponse',
  },
  getGuruArticleOptions: {
    method: 'GET',
    path: '/api/guru-content/articles/options',
    access: 'member',
    action: 'article.create',
    tag,
    summary: "The create form: the viewer's guru record, the categories and topics",
    response: 'guruArticleOptions',
  },
  getGuruArticle: {
    method: 'GET',
    path: '/api/guru-content/articles/:articleId',
    access: 'member',
    action: 'article.edit',
    tag,
    summary: 'One of the guru’s own articles as the edit form shows it, with the choices',
    params: 'guruArticleParams',
    response: 'guruArticleFormResponse',
  },
  createGuruArticle: {
    method: 'POST',
    path: '/api/guru-content/articles',
    access: 'member',
    action: 'article.create',
    tag,
    summary: 'Creates an article of the viewer’s guru record (published_at set when published)',
    body: 'guruArticleBody',
    response: 'guruArticleSavedResponse',
    status: 201,
  },
  updateGuruArticle: {
    method: 'PUT',
    path: '/api/guru-content/articles/:articleId',
    access: 'member',
    action: 'article.edit',
    tag,
    summary: 'Saves one of the guru’s own articles and replaces its categories and topics',
    params: 'guruArticleParams',
    body: 'guruArticleBody',
    response: 'guruArticleSavedResponse',
  },
  setGuruArticlePublished: {
    method: 'PATCH',
    path: '/api/guru-content/articles/:articleId',
    access: 'member',
    action: 'article.edit',
    tag,
    summary: 'Publishes or unpublishes one of the guru’s own articles (published_at set once)',
    params: 'guruArticleParams',
    body: 'guruArticlePublishBody',
    response: 'guruArticlePublishResponse',
  },
  deleteGuruArticle: {
    method: 'DELETE',
    path: '/api/guru-content/articles/:articleId',
    access: 'member',
    action: 'article.edit',
    tag,
    summary: 'Deletes one of the guru’s own articles',
    params: 'guruArticleParams',
    response: 'okResponse',
  },
  setUpGuruProfile: {
    method: 'PUT',
    path: '/api/guru-content/profile',
    access: 'member',
    action: 'article.create',
    tag,
    summary: "Creates or completes the viewer's guru record and shows it under Gurus",
    body: 'guruProfileBody',
    response: 'guruProfileSavedResponse',
  },
});

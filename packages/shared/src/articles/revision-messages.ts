/*
 * The article history's texts (issue 25; not in the spec, which keeps no versions), apart from
 * the zod schemas so the web app can show them without loading the schema library.
 */
export const revisionMessages = {
  title: 'History',
  intro: 'Earlier versions of this article, newest first. Restoring one keeps the current version here too.',
  empty: 'No earlier versions yet. Every save keeps the version it replaces here.',
  loadFailed: 'Failed to load the article history. Please try again.',
  restore: 'Restore',
  restoreTitle: 'Restore this version?',
  restoreDescription:
    'The article gets this version’s title, texts, image, flags, categories and topics. The current version stays in the history, so this can be undone.',
  restored: 'Version restored.',
  restoreFailed: 'Failed to restore the version. Please try again.',
  articleNotFound: 'Article not found',
  revisionNotFound: 'This version of the article was not found.',
  slugTaken: 'Another article now uses this version’s slug. Change that article’s slug first.',
} as const;

/** What each write that keeps a version is called in the history. */
export const revisionSourceLabels: Record<string, string> = {
  'admin.update': 'Before an edit',
  'admin.published': 'Before publishing or unpublishing',
  'admin.featured': 'Before featuring or unfeaturing',
  'admin.delete': 'Before deletion',
  'ai.enhance': 'Before Article Magic',
  restore: 'Before a restore',
  'guru.update': 'Before the guru’s edit',
  'guru.published': 'Before the guru published or unpublished',
  'guru.delete': 'Before the guru deleted it',
  import: 'Before an import',
};

export const revisionPageSize = 20;

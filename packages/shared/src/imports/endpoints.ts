import { defineEndpoints } from '../contract.ts';

const tag = 'imports';

/** Import from Bubble.io (spec 02, decision 026): superadmins only. */
export const bubbleImportEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getBubbleImportState: {
    method: 'GET',
    path: '/api/admin/bubble-import',
    access: 'member',
    action: 'import.run',
    tag,
    errors: ['IMPORT_SOURCE_UNAVAILABLE'],
    summary: 'The unimported records from the Bubble.io Data API (a probe, or all) and the latest import',
    query: 'bubbleImportStateQuery',
    response: 'bubbleImportStateResponse',
  },
  readBubbleCsv: {
    method: 'POST',
    path: '/api/admin/bubble-import/csv',
    access: 'member',
    action: 'import.run',
    tag,
    summary: "The records of a CSV exported from the Bubble editor's Data tab",
    body: 'bubbleCsvBody',
    response: 'bubbleCsvResponse',
  },
  previewBubbleArticle: {
    method: 'POST',
    path: '/api/admin/bubble-import/preview',
    access: 'member',
    action: 'import.run',
    tag,
    summary:
      'The article one record becomes (the mapping applied, the body sanitised as the import saves it)',
    body: 'bubblePreviewBody',
    response: 'bubblePreviewResponse',
  },
  startBubbleImport: {
    method: 'POST',
    path: '/api/admin/bubble-import',
    access: 'member',
    action: 'import.run',
    tag,
    errors: ['CONFLICT', 'IMPORT_SOURCE_UNAVAILABLE'],
    summary: 'Starts the import job of the selected records (one import at a time)',
    body: 'startBubbleImportBody',
    response: 'startBubbleImportResponse',
    status: 201,
  },
});

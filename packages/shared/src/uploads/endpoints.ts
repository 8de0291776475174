import { defineEndpoints } from '../contract.ts';

const tag = 'uploads';

/**
 * Uploads (issue 14): a file sent as multipart/form-data with the fields `kind` (image or
 * document) and `file`; the body is read by the route as a stream, so it names no body schema.
 */
export const uploadEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    access: 'member',
    action: 'upload.create',
    tag,
    summary:
      'Stores an image (JPEG, PNG, WebP, GIF; 10 MB) or a document (PDF, PPTX; 50 MB), checked by its content; answers its /uploads/ URL',
    response: 'uploadResponse',
    status: 201,
  },
});

import { uploadEndpoints } from '@pillars/shared/uploads/endpoints';
import type { UploadKind } from '@pillars/shared/uploads/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callMultipartEndpoint } from './api-client';

/**
 * Sends one file to POST /api/uploads (the server checks its type by content and its size)
 * and answers its same-origin URL (`/uploads/<hash>.<ext>`). `kind` goes first, so the
 * server knows the file's limit before the file arrives.
 */
export function uploadFile(
  input: { kind: UploadKind; file: File },
  onProgress?: (fraction: number) => void,
): Promise<{ url: string }> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file);
  return callMultipartEndpoint(uploadEndpoints.createUpload, form, { onProgress });
}

/**
 * The upload mutation of the UploadField and the editor's Image button, with its progress
 * (0-100, null when idle). Nothing to invalidate: an upload changes no query until the form
 * that holds its URL is saved.
 */
export function useUploadFile() {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { kind: UploadKind; file: File }) =>
      uploadFile(input, (fraction) => setPercent(Math.round(fraction * 100))),
    onMutate: () => setPercent(0),
    onSettled: () => setPercent(null),
  });
  return { ...mutation, percent };
}

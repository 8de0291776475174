import { uploadAccept, uploadMessages } from '@pillars/shared/uploads/messages';
import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { useUploadFile } from '@/lib/upload-file';
import { Button } from './button';
import { FallbackImage } from './fallback-image';
import { FieldError } from './form-error';
import { Input } from './input';
import { Label } from './label';

/**
 * A URL field with an Upload button (spec 02: featured, overlay, lesson, event and content
 * images; documents and slides). Pasting a URL keeps working; Upload sends the file through
 * the server (POST /api/uploads) and puts the stored file's URL in the field.
 *
 * The file input's accessible name is `${label} file`, so a test (or a screen reader) finds
 * it as `getByLabel('Image file')`.
 */
export interface UploadFieldProps {
  id: string;
  label: string;
  /** What the server accepts: images (JPEG, PNG, WebP, GIF) or documents (PDF, slides). */
  kind: 'image' | 'document';
  /** The URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: string;
}

export function UploadField({ id, label, kind, value, onChange, error, hint }: UploadFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const upload = useUploadFile();
  const uploadError = upload.isError ? serverMessageOr(upload.error, uploadMessages.uploadFailed) : undefined;
  const shownError = uploadError ?? error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;

  function onFileChosen(file: File | undefined) {
    // Clear the input, so choosing the same file again (after a failure) uploads it again.
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    upload.mutate({ kind, file }, { onSuccess: ({ url }) => onChange(url) });
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={value}
          placeholder="https://"
          onChange={(event) => {
            upload.reset();
            onChange(event.target.value);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, errorId, statusId].filter(Boolean).join(' ')}
          className="min-w-0 sm:flex-1"
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            aria-label={`${upload.isPending ? uploadMessages.uploading : uploadMessages.upload} ${label}`}
          >
            <UploadIcon aria-hidden />
            {upload.isPending ? uploadMessages.uploading : uploadMessages.upload}
          </Button>
          {value ? (
            <Button
              variant="ghost"
              onClick={() => {
                upload.reset();
                onChange('');
              }}
              disabled={upload.isPending}
              aria-label={`${uploadMessages.remove} ${label}`}
            >
              <XIcon aria-hidden />
              {uploadMessages.remove}
            </Button>
          ) : null}
        </div>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={uploadAccept[kind]}
          aria-label={`${label} file`}
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
      </div>
      <p id={statusId} role="status" className="text-xs text-slate-600 empty:hidden">
        {upload.isPending ? `${uploadMessages.uploading} ${upload.percent ?? 0}%` : ''}
      </p>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId} message={shownError} /> : null}
      {value && kind === 'image' ? (
        <FallbackImage
          src={value}
          alt={`${label} preview`}
          className="mt-1 h-32 w-full max-w-xs rounded-lg border border-slate-200 object-cover"
        />
      ) : null}
      {value && kind === 'document' ? (
        <a
          href={value}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 underline underline-offset-2"
        >
          <FileTextIcon className="size-4" aria-hidden />
          Open the document
        </a>
      ) : null}
    </div>
  );
}

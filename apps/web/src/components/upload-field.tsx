import { TextField } from './text-field';

/**
 * A URL field with an Upload button (spec 02: featured, overlay, lesson, event and content
 * images; documents and slides). Pasting a URL keeps working; Upload sends the file through
 * the server (POST /api/uploads) and puts the stored file's URL in the field.
 *
 * The file input's accessible name is `${label} file`, so a test (or a screen reader) finds
 * it as `getByLabel('Image file')`.
 *
 * STUB (issue 14 contract): the uploads engineer replaces the body with the real upload; the
 * props stay as they are.
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

export function UploadField({ id, label, value, onChange, error, hint }: UploadFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      placeholder="https://"
    />
  );
}

import { FieldError } from './form-error';
import { Label } from './label';

/**
 * The rich-text editor for lesson and article bodies (HTML in, HTML out; the server
 * sanitises with the shared allow-list). The editing area is a textbox named `label`, so a
 * test types into `getByRole('textbox', { name: label })`.
 *
 * STUB (issue 14 contract): the editor engineer replaces the body with TipTap, loaded lazily
 * so its code reaches admin screens only; the props stay as they are.
 */
export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function RichTextEditor({ id, label, value, onChange, error }: RichTextEditorProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        className="min-h-48 rounded-md border border-slate-300 p-3 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

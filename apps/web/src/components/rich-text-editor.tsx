import { lazy, Suspense } from 'react';
import { Skeleton } from './skeleton';

/**
 * The rich-text editor for lesson and article bodies (HTML in, HTML out; the server
 * sanitises with the shared allow-list). The editing area is a textbox named `label`, so a
 * test types into `getByRole('textbox', { name: label })`.
 *
 * TipTap, in a chunk of its own: this file is all the admin screens' bundles hold, and the
 * editor's code loads when an editor first shows (a skeleton until then). Member pages never
 * load it (docs/decisions/015-uploads-and-rich-text.md).
 */
export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

const TiptapEditor = lazy(() => import('./rich-text-editor/tiptap-editor'));

function EditorSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="rounded-lg border border-slate-200">
        <Skeleton className="h-10 rounded-b-none" />
        <Skeleton className="h-48 rounded-t-none opacity-60" />
      </div>
      <span className="sr-only" role="status">
        Loading the editor...
      </span>
    </div>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton label={props.label} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}

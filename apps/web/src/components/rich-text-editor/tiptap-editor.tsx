import { isAllowedEmbedUrl, isAllowedImageUrl, isAllowedLinkUrl } from '@pillars/shared/html-allow-list';
import { uploadAccept, uploadMessages } from '@pillars/shared/uploads/messages';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BoldIcon,
  CodeXmlIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  Redo2Icon,
  UndoIcon,
  UploadIcon,
  VideoIcon,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUploadFile } from '@/lib/upload-file';
import { toVideoEmbed } from '@/lib/video-embed';
import { Button, focusRing } from '../button';
import { FieldError } from '../form-error';
import { Input } from '../input';
import type { RichTextEditorProps } from '../rich-text-editor';
import { Textarea } from '../textarea';
import { editorHtml } from './editor-html';

/**
 * A YouTube or Vimeo player in the body: an <iframe> of the players the shared allow-list
 * (and the Content Security Policy) allow, kept as one block the cursor steps over.
 */
const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: 'Video' } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src');
          if (!src || !isAllowedEmbedUrl(src)) return false;
          return { src, title: element.getAttribute('title') || 'Video' };
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { allowfullscreen: 'true' })];
  },
});

type Panel = 'link' | 'image' | 'video' | null;

/** `textControlClasses`' focus ring (border, ring, offset), when the editing area has focus. */
const editingAreaFocusRing = [
  'has-[.ProseMirror:focus]:border-brand-500 has-[.ProseMirror:focus]:ring-2 has-[.ProseMirror:focus]:ring-brand-500 has-[.ProseMirror:focus]:ring-offset-1',
  'has-[textarea:focus]:border-brand-500 has-[textarea:focus]:ring-2 has-[textarea:focus]:ring-brand-500 has-[textarea:focus]:ring-offset-1',
].join(' ');

const proseClasses = [
  'min-h-48 px-3 py-2 text-sm leading-6 text-slate-900 outline-none',
  '[&>*+*]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  // Links keep a 24 px target (WCAG 2.5.8) even alone on a line.
  '[&_a]:py-1 [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3',
  '[&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-brand-500',
  '[&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-md',
  '[&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
].join(' ');

function ToolbarButton({
  label,
  isActive,
  onClick,
  disabled,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive === undefined ? undefined : isActive}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40',
        'aria-pressed:bg-brand-50 aria-pressed:text-brand-700 [&_svg]:size-4',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}

/** A one-line form under the toolbar (link address, image, video), closed with Cancel or Escape. */
function PanelForm({
  onSubmit,
  onCancel,
  submitLabel,
  legend,
  children,
  extra,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  legend: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-2 sm:flex-row sm:items-end"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
        if (
          event.key === 'Enter' &&
          event.target instanceof HTMLInputElement &&
          event.target.type !== 'file'
        ) {
          // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
          event.preventDefault();
          onSubmit();
        }
      }}
    >
      <legend className="sr-only">{legend}</legend>
      {children}
      <div className="flex gap-2">
        {extra}
        <Button size="sm" onClick={onSubmit}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}

function PanelField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

function LinkPanel({ editor, label, onClose }: { editor: Editor; label: string; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(
    () => (editor.getAttributes('link').href as string | undefined) ?? '',
  );
  const [error, setError] = useState<string>();
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const withScheme = /^[a-z][a-z\d+.-]*:|^[/#]/i.test(value) ? value : `https://${value}`;
    if (!isAllowedLinkUrl(withScheme)) {
      setError('Enter a web address (https://...), a mailto: or tel: link, or a path on this site.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: withScheme } }] })
        .run();
    } else {
      chain.setLink({ href: withScheme }).run();
    }
    onClose();
  };
  return (
    <PanelForm
      onSubmit={apply}
      onCancel={onClose}
      submitLabel="Apply link"
      legend="Link"
      extra={
        editor.isActive('link') ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        ) : null
      }
    >
      <PanelField id={id} label={`${label} link URL`}>
        <Input
          id={id}
          autoFocus
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-8"
        />
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      </PanelField>
    </PanelForm>
  );
}

function ImagePanel({ editor, label, onClose }: { editor: Editor; label: string; onClose: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  const upload = useUploadFile();
  const insert = () => {
    const value = src.trim();
    if (!value || !isAllowedImageUrl(value)) {
      setError('Enter an image address (https://...) or upload an image.');
      return;
    }
    editor.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
    onClose();
  };
  const shownError = upload.isError ? serverMessageOr(upload.error, uploadMessages.uploadFailed) : error;
  return (
    <PanelForm
      onSubmit={insert}
      onCancel={onClose}
      submitLabel="Insert image"
      legend="Image"
      extra={
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <UploadIcon aria-hidden />
            {upload.isPending ? `${uploadMessages.uploading} ${upload.percent ?? 0}%` : uploadMessages.upload}
          </Button>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            accept={uploadAccept.image}
            aria-label={`${label} image file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setError(undefined);
              upload.mutate({ kind: 'image', file }, { onSuccess: ({ url }) => setSrc(url) });
            }}
          />
        </>
      }
    >
      <PanelField id={id} label={`${label} image URL`}>
        <Input
          id={id}
          autoFocus
          value={src}
          placeholder="https://"
          onChange={(event) => {
            upload.reset();
            setSrc(event.target.value);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          className="h-8"
        />
        {shownError ? <FieldError id={`${id}-error`} message={shownError} /> : null}
      </PanelField>
      <PanelField id={`${id}-alt`} label={`${label} image alt text`}>
        <Input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          className="h-8"
        />
      </PanelField>
    </PanelForm>
  );
}

function VideoPanel({ editor, label, onClose }: { editor: Editor; label: string; onClose: () => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const insert = () => {
    const embed = toVideoEmbed(url);
    if (!embed || embed.kind === 'file' || !isAllowedEmbedUrl(embed.src)) {
      setError('Enter a YouTube or Vimeo video address.');
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: 'videoEmbed', attrs: { src: embed.src, title: 'Video' } })
      .run();
    onClose();
  };
  return (
    <PanelForm onSubmit={insert} onCancel={onClose} submitLabel="Insert video" legend="Video">
      <PanelField id={id} label={`${label} video URL (YouTube or Vimeo)`}>
        <Input
          id={id}
          autoFocus
          value={url}
          placeholder="https://www.youtube.com/watch?v=..."
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-8"
        />
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      </PanelField>
    </PanelForm>
  );
}

/** The editor's content as its form stores it (editor-html.ts). */
function htmlOf(editor: Editor): string {
  return editorHtml(editor.getHTML(), editor.isEmpty);
}

export default function TiptapEditor({ id, label, value, onChange, error }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  const [panel, setPanel] = useState<Panel>(null);
  const [isSourceView, setIsSourceView] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML this editor last reported: a `value` that differs came from outside (a form reset). */
  const lastReported = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLinkUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
      VideoEmbed,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        class: proseClasses,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastReported.current = html;
      onChangeRef.current(html);
    },
  });

  // The invalid state and its message follow the `error` prop.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-label': label,
          'aria-multiline': 'true',
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(errorId ? { 'aria-describedby': errorId } : {}),
          class: proseClasses,
        },
      },
    });
  }, [editor, id, label, error, errorId]);

  // A new value from outside (the form loaded the saved body, or was reset) replaces the content.
  useEffect(() => {
    if (isSourceView || value === lastReported.current) return;
    lastReported.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, isSourceView]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isHeading2: current.isActive('heading', { level: 2 }),
      isHeading3: current.isActive('heading', { level: 3 }),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isLink: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function toggleSourceView() {
    if (isSourceView) {
      // Back to the editor: it reads the source (dropping what it cannot hold) and reports the result.
      editor.commands.setContent(value, { emitUpdate: false });
      const html = htmlOf(editor);
      lastReported.current = html;
      if (html !== value) onChange(html);
    }
    setPanel(null);
    setIsSourceView(!isSourceView);
  }

  const closePanel = () => setPanel(null);
  const togglePanel = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));
  const chain = () => editor.chain().focus();
  const isEditing = !isSourceView;

  return (
    <div className="flex flex-col gap-1.5">
      {/* The visible label; the editing area carries the same name as its own aria-label. */}
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-white shadow-sm',
          error ? 'border-red-500' : 'border-control',
          // The editing area (rich text or its HTML) has the focus ring of every text control
          // (input.tsx), drawn on the frame; a focused toolbar button has its own.
          editingAreaFocusRing,
        )}
      >
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          <ToolbarButton
            label="Bold"
            isActive={state.isBold}
            disabled={!isEditing}
            onClick={() => chain().toggleBold().run()}
          >
            <BoldIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Italic"
            isActive={state.isItalic}
            disabled={!isEditing}
            onClick={() => chain().toggleItalic().run()}
          >
            <ItalicIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Heading 2"
            isActive={state.isHeading2}
            disabled={!isEditing}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <Heading2Icon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Heading 3"
            isActive={state.isHeading3}
            disabled={!isEditing}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <Heading3Icon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Bullet list"
            isActive={state.isBulletList}
            disabled={!isEditing}
            onClick={() => chain().toggleBulletList().run()}
          >
            <ListIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Numbered list"
            isActive={state.isOrderedList}
            disabled={!isEditing}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <ListOrderedIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Link"
            isActive={state.isLink}
            disabled={!isEditing}
            onClick={() => togglePanel('link')}
          >
            <LinkIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton label="Image" disabled={!isEditing} onClick={() => togglePanel('image')}>
            <ImageIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton label="Embed video" disabled={!isEditing} onClick={() => togglePanel('video')}>
            <VideoIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Undo"
            disabled={!isEditing || !state.canUndo}
            onClick={() => chain().undo().run()}
          >
            <UndoIcon aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Redo"
            disabled={!isEditing || !state.canRedo}
            onClick={() => chain().redo().run()}
          >
            <Redo2Icon aria-hidden />
          </ToolbarButton>
          <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
          <button
            type="button"
            aria-pressed={isSourceView}
            aria-label="HTML"
            title="Edit the HTML source"
            onClick={toggleSourceView}
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100',
              'aria-pressed:bg-brand-50 aria-pressed:text-brand-700 [&_svg]:size-4',
              focusRing,
            )}
          >
            <CodeXmlIcon aria-hidden />
            HTML
          </button>
        </div>
        {panel === 'link' ? <LinkPanel editor={editor} label={label} onClose={closePanel} /> : null}
        {panel === 'image' ? <ImagePanel editor={editor} label={label} onClose={closePanel} /> : null}
        {panel === 'video' ? <VideoPanel editor={editor} label={label} onClose={closePanel} /> : null}
        {/* Kept mounted (hidden) in the source view: the editor keeps its state and history. */}
        <div hidden={isSourceView}>
          <EditorContent editor={editor} />
        </div>
        {isSourceView ? (
          <Textarea
            id={`${id}-html`}
            aria-label={`${label} HTML`}
            value={value}
            onChange={(event: FormEvent<HTMLTextAreaElement>) => {
              const html = event.currentTarget.value;
              lastReported.current = html;
              onChange(html);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            spellCheck={false}
            className="min-h-48 rounded-none border-0 font-mono text-xs shadow-none focus-visible:ring-0"
          />
        ) : null}
      </div>
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

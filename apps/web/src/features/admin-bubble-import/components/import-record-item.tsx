import {
  type FieldMapping,
  recordBadgesOf,
  type SourceRecord,
  statusToneOf,
} from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportTexts as texts } from '@pillars/shared/imports/messages';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { cn } from '@/lib/cn';
import { useBubbleArticlePreview } from '../api/preview-bubble-article';

const statusClasses = {
  draft: 'bg-amber-100 text-amber-900',
  featured: 'bg-purple-100 text-purple-800',
  other: 'bg-green-100 text-green-800',
} as const;

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', className)}>{children}</span>;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** One record of 'Articles to Import': checkbox, title, description, badges, and its preview. */
export function ImportRecordItem({
  record,
  mapping,
  isSelected,
  onToggle,
}: {
  record: SourceRecord;
  mapping: FieldMapping;
  isSelected: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const preview = useBubbleArticlePreview(record, mapping, isPreviewOpen);
  const badges = recordBadgesOf(record);
  const status = textOf(record.Status);
  const description = textOf(record.Description);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0">
      <div className="flex items-start gap-3">
        <Checkbox id={`${id}-select`} checked={isSelected} onChange={onToggle} className="mt-1" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-select`} className="block font-medium break-words text-slate-900">
            {textOf(record.Title) ?? texts.untitled}
          </label>
          {description ? <p className="mt-0.5 text-sm break-words text-slate-600">{description}</p> : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            {status ? <Badge className={statusClasses[statusToneOf(status)]}>{status}</Badge> : null}
            {badges.hasVideo ? <Badge className="bg-sky-100 text-sky-900">{texts.hasVideo}</Badge> : null}
            {badges.hasImages ? (
              <Badge className="bg-slate-100 text-slate-800">{texts.hasImages}</Badge>
            ) : null}
            {badges.hasContent ? null : <Badge className="bg-red-100 text-red-800">{texts.noContent}</Badge>}
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isPreviewOpen}
          aria-controls={`${id}-preview`}
          onClick={() => setIsPreviewOpen((open) => !open)}
        >
          {isPreviewOpen ? 'Hide Preview' : 'Preview'}
        </Button>
      </div>
      {isPreviewOpen ? (
        <section
          id={`${id}-preview`}
          aria-label={`Article preview: ${textOf(record.Title) ?? texts.untitled}`}
          // Focusable, so keyboard users can scroll it (axe scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
          tabIndex={0}
          className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {preview.data ? (
            <pre className="text-xs break-all whitespace-pre-wrap text-slate-100">
              {JSON.stringify(preview.data.article, null, 2)}
            </pre>
          ) : preview.isError ? (
            <p className="text-xs text-red-200">
              Could not load the preview.{' '}
              <button
                type="button"
                className="rounded-sm underline outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                onClick={() => void preview.refetch()}
              >
                Try Again
              </button>
            </p>
          ) : (
            <p className="text-xs text-slate-300">Loading the preview...</p>
          )}
        </section>
      ) : null}
    </li>
  );
}

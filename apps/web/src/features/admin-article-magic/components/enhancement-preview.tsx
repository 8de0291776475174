import { articleMagicMessages } from '@pillars/shared/ai/article-magic-messages';
import type { ArticleMagicVersion } from '@pillars/shared/ai/article-magic-schemas';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { FallbackImage } from '@/components/fallback-image';
import { RichText } from '@/components/rich-text';
import { cn } from '@/lib/cn';
import { diffHtmlWords } from '../utils/word-diff';

const messages = articleMagicMessages.preview;

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      {children}
    </div>
  );
}

/** One field of the preview: its name, then the original and the enhanced value side by side. */
function Field({ name, original, enhanced }: { name: string; original: ReactNode; enhanced: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={name}>
      <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
      <div className="grid gap-3 md:grid-cols-2">
        <Side label={messages.original}>{original}</Side>
        <Side label={messages.enhanced}>{enhanced}</Side>
      </div>
    </section>
  );
}

const text = (value: string | null) =>
  value ? (
    <p className="break-words text-slate-800">{value}</p>
  ) : (
    <p className="text-slate-500">{messages.none}</p>
  );

const image = (url: string | null, alt: string) =>
  url ? (
    <FallbackImage src={url} alt={alt} className="aspect-video w-full rounded-md object-cover" />
  ) : (
    <p className="text-slate-500">{messages.noImage}</p>
  );

/**
 * The preview row (spec 02; issue 25): the original and the AI's version side by side, title,
 * subtitle, featured image, pro tip and the body rendered as HTML with a word-level diff
 * (removed words struck through on the left, added words highlighted on the right), and the
 * suggested topic chips, each a toggle.
 */
export function EnhancementPreview({
  original,
  enhanced,
  chosenTopicIds,
  onToggleTopic,
}: {
  original: ArticleMagicVersion;
  enhanced: ArticleMagicVersion;
  chosenTopicIds: string[];
  onToggleTopic: (topicId: string) => void;
}) {
  const diff = useMemo(() => diffHtmlWords(original.body, enhanced.body), [original.body, enhanced.body]);
  return (
    <div className="flex flex-col gap-4">
      <Field name={messages.title} original={text(original.title)} enhanced={text(enhanced.title)} />
      <Field name={messages.subtitle} original={text(original.subtitle)} enhanced={text(enhanced.subtitle)} />
      <Field
        name={messages.featuredImage}
        original={image(original.featuredImageUrl, `${messages.original} ${messages.featuredImage}`)}
        enhanced={image(enhanced.featuredImageUrl, `${messages.enhanced} ${messages.featuredImage}`)}
      />
      <Field name={messages.proTip} original={text(original.proTip)} enhanced={text(enhanced.proTip)} />
      <section className="flex flex-col gap-2" aria-label={messages.body}>
        <h3 className="text-sm font-semibold text-slate-900">{messages.body}</h3>
        <p className="text-xs text-slate-600">
          {diff.removedWords} removed words are <s>struck through</s> on the left, {diff.addedWords} added
          words are <mark className="rounded bg-amber-100 px-1">highlighted</mark> on the right.
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <Side label={messages.original}>
            <div>
              <RichText
                html={diff.originalHtml}
                className="text-sm sm:text-sm [&_s]:bg-red-50 [&_s]:text-red-800"
              />
            </div>
          </Side>
          <Side label={messages.enhanced}>
            <div>
              <RichText html={diff.enhancedHtml} className="text-sm sm:text-sm" />
            </div>
          </Side>
        </div>
      </section>
      <section className="flex flex-col gap-2" aria-label={messages.suggestedTopics}>
        <h3 className="text-sm font-semibold text-slate-900">{messages.suggestedTopics}</h3>
        {enhanced.topics.length === 0 ? (
          <p className="text-sm text-slate-600">{messages.noSuggestedTopics}</p>
        ) : (
          <>
            <p className="text-xs text-slate-600">{messages.topicsHint}</p>
            <ul className="flex flex-wrap gap-2">
              {enhanced.topics.map((topic) => {
                const isChosen = chosenTopicIds.includes(topic.id);
                return (
                  <li key={topic.id}>
                    <button
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => onToggleTopic(topic.id)}
                      className={cn(
                        'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                        isChosen
                          ? 'border-brand-600 bg-brand-50 text-brand-800'
                          : 'border-slate-300 bg-white text-slate-600 line-through',
                      )}
                    >
                      {isChosen ? (
                        <CheckIcon className="size-3.5" aria-hidden />
                      ) : (
                        <PlusIcon className="size-3.5" aria-hidden />
                      )}
                      {topic.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

import { askSourceTypeLabels, askMessages as messages } from '@pillars/shared/ask/messages';
import type { AskSource } from '@pillars/shared/ask/schemas';
import { Link } from 'react-router';
import { hrefOf } from './source-links';

/** The sources under an answer: number, title, type and the passage, matching words marked. */
export function SourceCards({ sources }: { sources: AskSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label={messages.sources} className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{messages.sources}</h3>
      <ol className="grid grid-cols-1 gap-2 md:grid-cols-2">
        {sources.map((source) => (
          <li key={`${source.number}-${source.sourceId}`}>
            <Link
              to={hrefOf(source.link)}
              className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-accent-300 focus-visible:outline-none"
            >
              <span className="flex items-center gap-2 text-xs text-slate-500">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700">
                  {source.number}
                </span>
                {askSourceTypeLabels[source.sourceType]}
              </span>
              <span className="text-sm font-semibold text-slate-900">{source.title}</span>
              <span className="line-clamp-4 text-xs text-slate-600">
                {source.highlights.map((segment, index) =>
                  segment.match ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one passage, in order
                    <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                      {segment.text}
                    </mark>
                  ) : (
                    segment.text
                  ),
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Fragment } from 'react';

/**
 * Text with the search's matched words marked: the server sends segments (never HTML), and
 * each becomes text or a <mark>, so nothing a writer typed can turn into markup.
 */
export function HighlightedText({ segments }: { segments: ReadonlyArray<{ text: string; match: boolean }> }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for one answer; the index is their identity.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

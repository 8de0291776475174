import type { AskSource } from '@pillars/shared/ask/schemas';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { hrefOf } from './source-links';

/**
 * The answer as text (never HTML): each paragraph a <p>, each citation `[1]` a link whose text
 * is its number, to the source it names. The server has already removed numbers no source has.
 */
export function AnswerText({ text, sources }: { text: string; sources: AskSource[] }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
        <p key={index} className="whitespace-pre-line">
          {paragraph.split(/(\[\d+(?:,\s*\d+)*\])/).map((part, partIndex) => {
            const numbers = /^\[(\d+(?:,\s*\d+)*)\]$/.exec(part)?.[1];
            if (!numbers) return part;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one paragraph, in order
              <Fragment key={partIndex}>
                [
                {numbers.split(',').map((number, numberIndex) => {
                  const source = sources.find((candidate) => candidate.number === Number(number.trim()));
                  return (
                    <Fragment key={number}>
                      {numberIndex > 0 ? ', ' : null}
                      {source ? (
                        <Link
                          to={hrefOf(source.link)}
                          className="font-semibold text-brand-600 underline-offset-2 hover:underline"
                          title={source.title}
                        >
                          {number.trim()}
                        </Link>
                      ) : (
                        number.trim()
                      )}
                    </Fragment>
                  );
                })}
                ]
              </Fragment>
            );
          })}
        </p>
      ))}
    </div>
  );
}

import { certificateIssuer } from '@pillars/shared/certificates/messages';
import { readableOnWhite } from '@pillars/shared/learning/colour';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/**
 * A certificate drawn as a page (issue 43): landscape on a wide screen, a taller sheet on a
 * phone; the pillar's colour on the band and the corner rings, as the PDF draws it.
 */
export function CertificateSheet({
  recipientName,
  pillarTitle,
  pillarColor,
  issuedAt,
  url,
  isRevoked = false,
}: {
  recipientName: string;
  pillarTitle: string;
  pillarColor: string;
  issuedAt: string;
  url: string;
  isRevoked?: boolean;
}) {
  // The band and rings take the pillar's own colour; its words a tone of it that reads (issue 54).
  const textColor = readableOnWhite(pillarColor);
  return (
    <article
      aria-label={`Certificate: ${pillarTitle}`}
      className={cn(
        'relative overflow-hidden rounded-card border border-slate-200 bg-white shadow-md',
        'sm:aspect-[297/210]',
        isRevoked && 'opacity-60 grayscale',
      )}
    >
      <div
        className="absolute inset-y-0 left-0 w-2 sm:w-4"
        style={{ backgroundColor: pillarColor }}
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full opacity-10 sm:size-96"
        style={{ backgroundColor: pillarColor }}
        aria-hidden
      />
      <div className="relative flex h-full flex-col gap-3 py-8 pr-6 pl-8 sm:gap-4 sm:py-12 sm:pr-12 sm:pl-16">
        <p className="text-xs font-bold tracking-[0.2em] uppercase sm:text-sm" style={{ color: textColor }}>
          Certificate of completion
        </p>
        <p className="mt-2 text-sm text-slate-600 sm:mt-6 sm:text-base">Issued by {certificateIssuer} to</p>
        <p className="text-2xl font-bold break-words text-slate-900 sm:text-4xl">{recipientName}</p>
        <p className="text-sm text-slate-600 sm:text-base">on {formatDate(issuedAt)} for completing</p>
        <p className="text-xl font-bold break-words sm:text-3xl" style={{ color: textColor }}>
          {pillarTitle}
        </p>
        <p className="mt-auto pt-4 text-xs break-all text-slate-500">
          Verify at <span className="font-medium text-slate-700">{url}</span>
        </p>
      </div>
    </article>
  );
}

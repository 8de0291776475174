import type { GuruCard as GuruCardData } from '@pillars/shared/gurus/schemas';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { cardSpecialties } from '../utils/specialties';
import { SpecialtyList } from './specialty-list';

/** A guru on /gurus: picture, name (the link, stretched over the card), business, 3 specialties then '+N more'. */
export function GuruCard({ guru }: { guru: GuruCardData }) {
  const { shown, moreCount } = cardSpecialties(guru.specialties);
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2">
      <div className="flex items-center gap-4">
        <FallbackImage src={guru.imageUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        <div className="min-w-0">
          <h2 className="leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
            <Link
              to={paths.guru(guru.slug)}
              className='outline-none after:absolute after:inset-0 after:content-[""]'
            >
              {guru.name}
            </Link>
          </h2>
          {guru.businessName ? <p className="truncate text-sm text-slate-600">{guru.businessName}</p> : null}
          {guru.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <MapPinIcon className="size-3.5" aria-hidden />
              {guru.location}
            </p>
          ) : null}
        </div>
      </div>
      {guru.description ? <p className="line-clamp-3 text-sm text-slate-600">{guru.description}</p> : null}
      <SpecialtyList specialties={shown} moreCount={moreCount} className="mt-auto" />
    </article>
  );
}

export function GuruCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-5 w-2/3 rounded-full" />
    </div>
  );
}

import { type DirectoryCard, directorySizeBandLabels } from '@pillars/shared/member-directory/schemas';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/lib/paths';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const placeOf = (person: { city: string; country: string }) =>
  [person.city, person.country].filter(Boolean).join(', ');

/** A person in the directory: name (their page's link), title and agency, place, services. */
export function MemberCard({ person }: { person: DirectoryCard }) {
  const place = placeOf(person);
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <UserAvatar
        firstName={person.firstName}
        lastName={person.lastName}
        avatarUrl={person.avatarUrl}
        className="size-12 shrink-0"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <Link to={paths.member(person.id)} className="font-semibold text-slate-900 hover:text-brand-700">
            {fullName(person)}
          </Link>
          <LevelBadge level={person.level} />
        </span>
        <p className="text-sm text-slate-600">
          {[person.title, person.agencyName].filter(Boolean).join(' · ') || 'Member'}
        </p>
        {place || person.sizeBand ? (
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-500">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon aria-hidden className="size-4" />
                {place}
              </span>
            ) : null}
            {person.sizeBand ? <span>{directorySizeBandLabels[person.sizeBand]}</span> : null}
          </p>
        ) : null}
        {person.services.length > 0 ? (
          <ul aria-label="Services" className="mt-1 flex flex-wrap gap-1.5">
            {person.services.map((service) => (
              <li key={service} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                {service}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

import { gurusMessages, guruViewAllThreshold } from '@pillars/shared/gurus/messages';
import type { GuruProfileResponse } from '@pillars/shared/gurus/schemas';
import { plural } from '@pillars/shared/plural';
import { ArrowRightIcon, BriefcaseIcon, GlobeIcon, MapPinIcon, StarIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArticleCard } from '@/components/article-card';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FallbackImage } from '@/components/fallback-image';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useGuru } from '../api/get-gurus';
import { SpecialtyList } from '../components/specialty-list';

function BackToGurus() {
  return <BackLink to={paths.gurus} label="Back to Gurus" />;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dl > div > (dt, dd): the only nesting a definition list allows.
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Only http(s) websites become links (never javascript:). */
function websiteHref(value: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function GuruProfileContent({ guru, articles, articleCount }: GuruProfileResponse) {
  const website = guru.websiteUrl ? websiteHref(guru.websiteUrl) : null;
  const facts: Array<{ label: string; icon: ReactNode; value: ReactNode }> = [];
  if (guru.experienceYears !== null)
    facts.push({
      label: 'Experience',
      icon: <BriefcaseIcon className="size-4" aria-hidden />,
      value: plural(guru.experienceYears, 'year'),
    });
  if (guru.clientsCount !== null)
    facts.push({
      label: 'Clients',
      icon: <UsersIcon className="size-4" aria-hidden />,
      value: guru.clientsCount,
    });
  if (guru.rating !== null)
    facts.push({
      label: 'Rating',
      icon: <StarIcon className="size-4" aria-hidden />,
      value: `${guru.rating.toFixed(1)} (${plural(guru.reviewsCount, 'review')})`,
    });

  return (
    <>
      <title>{`${guru.name} · Pillars`}</title>
      <Card className="overflow-hidden">
        <FallbackImage src={guru.coverUrl} alt="" className="h-32 w-full object-cover sm:h-48" />
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="-mt-16 flex flex-col gap-3 sm:-mt-20 sm:flex-row sm:items-end sm:gap-5">
            <FallbackImage
              src={guru.imageUrl}
              alt=""
              className="size-24 shrink-0 rounded-full border-4 border-white object-cover shadow-sm sm:size-28"
            />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{guru.name}</h1>
              {guru.businessName ? <p className="text-slate-600">{guru.businessName}</p> : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            {guru.location ? (
              <span className="flex items-center gap-1">
                <MapPinIcon className="size-4" aria-hidden />
                {guru.location}
              </span>
            ) : null}
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-1 font-medium text-brand-600 hover:underline"
              >
                <GlobeIcon className="size-4" aria-hidden />
                {guru.websiteUrl}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          {facts.length > 0 ? (
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {facts.map((fact) => (
                <Fact key={fact.label} icon={fact.icon} label={fact.label}>
                  {fact.value}
                </Fact>
              ))}
            </dl>
          ) : null}
          {guru.description ? <p className="text-slate-700">{guru.description}</p> : null}
          {guru.bio ? <p className="text-sm whitespace-pre-line text-slate-700">{guru.bio}</p> : null}
        </div>
      </Card>

      <section aria-labelledby="guru-specialties" className="flex flex-col gap-3">
        <h2 id="guru-specialties" className="text-lg font-semibold text-slate-900">
          Specialties
        </h2>
        {guru.specialties.length > 0 ? (
          <SpecialtyList specialties={guru.specialties} />
        ) : (
          <p className="text-sm text-slate-500">No specialties listed yet.</p>
        )}
      </section>

      <section aria-labelledby="guru-articles" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="guru-articles" className="text-lg font-semibold text-slate-900">
            Resources by {guru.name} ({articleCount})
          </h2>
          {articleCount >= guruViewAllThreshold ? (
            <Link
              to={paths.guruResources(guru.slug)}
              className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium whitespace-nowrap text-brand-600 hover:text-brand-800"
            >
              View all<span className="sr-only"> resources by {guru.name}</span>
              <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          ) : null}
        </div>
        {articles.length > 0 ? (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No resources from this guru yet.</p>
        )}
      </section>
    </>
  );
}

/** /gurus/{slug}: the profile, specialties and linked resources ('View all' at 3 or more). */
export function GuruPage() {
  const { slug = '' } = useParams();
  const query = useGuru(slug);
  return (
    <div className="flex flex-col gap-6">
      <BackToGurus />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading guru profile..." className="flex flex-col gap-6">
            <Skeleton className="h-72 w-full rounded-card" />
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-40 w-full rounded-card" />
          </SkeletonGroup>
        }
        documentTitle="Gurus"
        errorTitle={gurusMessages.guruLoadFailed}
        notFound={{
          title: gurusMessages.guruNotFound,
          description: 'This guru may have moved or is no longer active.',
        }}
        errorAction={
          <Button asChild>
            <Link to={paths.gurus}>Back to Gurus</Link>
          </Button>
        }
      >
        {(data) => <GuruProfileContent {...data} />}
      </QueryState>
    </div>
  );
}

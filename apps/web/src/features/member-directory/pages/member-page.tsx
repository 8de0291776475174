import { directorySizeBandLabels } from '@pillars/shared/member-directory/schemas';
import {
  GlobeIcon,
  HeartIcon,
  LinkIcon,
  MapPinIcon,
  MessageSquareIcon,
  MessagesSquareIcon,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { LevelBadge } from '@/components/level-badge';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useDirectoryMember } from '../api/directory';
import { fullName, placeOf } from '../components/member-card';

/** /members/:userId (issue 42): a listed member's public fields and their public discussions. */
export function MemberPage() {
  const { userId = '' } = useParams();
  const member = useDirectoryMember(userId);
  return (
    <>
      <BackLink to={paths.members} label="Members" />
      <QueryState
        query={member}
        errorTitle="This member is not in the directory."
        skeleton={<SkeletonList label="Loading the member..." count={2} rowClassName="h-32 rounded-xl" />}
      >
        {({ member: person, posts }) => {
          const place = placeOf(person);
          return (
            <div className="flex flex-col gap-6">
              <title>{`${fullName(person)} · Members · Pillars`}</title>
              <Card className="flex flex-col gap-4 p-5 sm:flex-row">
                <UserAvatar
                  firstName={person.firstName}
                  lastName={person.lastName}
                  avatarUrl={person.avatarUrl}
                  className="size-20 shrink-0"
                />
                <div className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{fullName(person)}</h1>
                    <LevelBadge level={person.level} />
                  </div>
                  <p className="text-slate-600">
                    {[person.title, person.agencyName].filter(Boolean).join(' · ') || 'Member'}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
                    {place ? (
                      <span className="inline-flex items-center gap-1">
                        <MapPinIcon aria-hidden className="size-4" /> {place}
                      </span>
                    ) : null}
                    {person.sizeBand ? <span>Agency: {directorySizeBandLabels[person.sizeBand]}</span> : null}
                  </p>
                  {person.services.length > 0 ? (
                    <ul aria-label="Services" className="flex flex-wrap gap-1.5">
                      {person.services.map((service) => (
                        <li
                          key={service}
                          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
                        >
                          {service}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {person.askMeAbout ? (
                    <div>
                      <h2 className="text-sm font-semibold text-slate-900">Ask me about</h2>
                      <p className="text-sm whitespace-pre-line text-slate-700">{person.askMeAbout}</p>
                    </div>
                  ) : null}
                  <p className="flex flex-wrap gap-4 text-sm">
                    {person.websiteUrl ? (
                      <a
                        href={person.websiteUrl}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-brand-700 underline"
                      >
                        <GlobeIcon aria-hidden className="size-4" /> Website
                      </a>
                    ) : null}
                    {person.linkedinUrl ? (
                      <a
                        href={person.linkedinUrl}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-brand-700 underline"
                      >
                        <LinkIcon aria-hidden className="size-4" /> LinkedIn
                      </a>
                    ) : null}
                  </p>
                </div>
              </Card>
              <section aria-labelledby="member-discussions" className="flex flex-col gap-3">
                <h2 id="member-discussions" className="text-lg font-semibold text-slate-900">
                  Discussions
                </h2>
                {posts.length === 0 ? (
                  <EmptyState icon={MessagesSquareIcon} title="No public discussions yet." />
                ) : (
                  <Card className="overflow-hidden">
                    <ul>
                      {posts.map((post) => (
                        <li key={post.id} className="border-b border-slate-100 last:border-b-0">
                          <Link
                            to={paths.communityThread(post.id)}
                            className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50"
                          >
                            <span className="font-medium text-slate-900">{post.title}</span>
                            <span className="line-clamp-2 text-sm text-slate-600">{post.excerpt}</span>
                            <span className="flex flex-wrap gap-3 text-xs text-slate-500">
                              <span>{formatDate(post.createdAt)}</span>
                              <span className="inline-flex items-center gap-1">
                                <MessageSquareIcon aria-hidden className="size-3.5" /> {post.replyCount}
                                <span className="sr-only"> replies</span>
                              </span>
                              <span className="inline-flex items-center gap-1">
                                <HeartIcon aria-hidden className="size-3.5" /> {post.likeCount}
                                <span className="sr-only"> likes</span>
                              </span>
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Card>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

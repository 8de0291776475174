import type {
  DirectoryCard,
  DirectoryListInput,
  DirectoryListResponse,
  DirectoryMemberResponse,
  DirectoryProfileBody,
  DirectoryProfileResponse,
  DirectorySizeBand,
} from '@pillars/shared/member-directory/schemas';
import { directoryLimits, directoryMessages } from '@pillars/shared/member-directory/schemas';
import { can } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type {
  articles,
  communityPosts,
  memberDirectoryProfiles,
  organizations,
  profiles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { shownInDirectorySql } from '../../lib/organization-access.ts';
import type { Viewer, ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';

/*
 * The member directory (issue 42, decision 056): opt-in (`member_directory_profiles.listed`),
 * read by every member with access. A listed person shows while they have access themselves
 * (their organization's subscription or free access; staff always), so a lapsed agency leaves
 * the directory with its access. Every read is one statement whatever the data size; the
 * search and each filter have an index over the listed rows (migration 0041).
 */

type FieldColumns = Pick<
  SqlRow<typeof memberDirectoryProfiles>,
  'title' | 'city' | 'country' | 'services' | 'ask_me_about' | 'website_url' | 'linkedin_url'
> & { size_band: DirectorySizeBand | null };

type CardRow = Pick<SqlRow<typeof profiles>, 'id' | 'first_name' | 'last_name' | 'avatar_url'> &
  Omit<FieldColumns, 'ask_me_about' | 'website_url' | 'linkedin_url'> & {
    agency_name: SqlRow<typeof organizations>['name'] | null;
    /** From member_points in the same statement (1 with no points yet). */
    level: number;
  };

/** Whether the person `pr` is in the directory now: listed and with access. */
const shown = shownInDirectorySql('d', 'pr');

const cardColumns = sql`pr.id, pr.first_name, pr.last_name, pr.avatar_url, org.name as agency_name,
  coalesce((select mpts.level from member_points mpts where mpts.user_id = pr.id), 1) as level,
  d.title, d.city, d.country, d.services, d.size_band`;

function toCard(row: CardRow): DirectoryCard {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    agencyName: row.agency_name,
    level: row.level,
    title: row.title,
    city: row.city,
    country: row.country,
    services: row.services,
    sizeBand: row.size_band,
  };
}

// ---------------------------------------------------------------- Settings > Profile

type ProfileRow = LeftJoined<FieldColumns & Pick<SqlRow<typeof memberDirectoryProfiles>, 'listed'>> & {
  agency_name: SqlRow<typeof organizations>['name'] | null;
};

function toProfile(row: ProfileRow | undefined): DirectoryProfileResponse {
  return {
    profile: {
      listed: row?.listed ?? false,
      title: row?.title ?? '',
      city: row?.city ?? '',
      country: row?.country ?? '',
      services: row?.services ?? [],
      sizeBand: row?.size_band ?? null,
      askMeAbout: row?.ask_me_about ?? '',
      websiteUrl: row?.website_url ?? '',
      linkedinUrl: row?.linkedin_url ?? '',
      agencyName: row?.agency_name ?? null,
    },
  };
}

const profileColumns = sql`d.listed, d.title, d.city, d.country, d.services, d.size_band, d.ask_me_about,
  d.website_url, d.linkedin_url, org.name as agency_name`;

/** The viewer's opt-in and fields (off and empty until they save). */
export async function getDirectoryProfile(ctx: ViewerContext): Promise<DirectoryProfileResponse> {
  const [row] = await queryRows<ProfileRow>(
    ctx.db,
    sql`select ${profileColumns}
          from profiles pr
          left join organizations org on org.id = pr.organization_id
          left join member_directory_profiles d on d.user_id = pr.id
         where pr.id = ${ctx.viewer.userId}`,
  );
  return toProfile(row);
}

/** Saves the opt-in and the fields in one statement; `listed: false` takes the viewer out at once. */
export async function updateDirectoryProfile(
  ctx: ViewerContext,
  input: DirectoryProfileBody,
): Promise<DirectoryProfileResponse> {
  const services = [...new Set(input.services.map((service) => service.trim()))];
  const servicesArray = `{${services.map((service) => `"${service.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
  const [row] = await queryRows<ProfileRow>(
    ctx.db,
    sql`with saved as (
          insert into member_directory_profiles as d
                 (user_id, listed, title, city, country, services, size_band, ask_me_about, website_url, linkedin_url, updated_at)
          values (${ctx.viewer.userId}, ${input.listed}, ${input.title}, ${input.city}, ${input.country},
                  ${servicesArray}::text[], ${input.sizeBand}, ${input.askMeAbout},
                  ${input.websiteUrl || null}, ${input.linkedinUrl || null}, now())
          on conflict (user_id) do update set
                 listed = excluded.listed, title = excluded.title, city = excluded.city,
                 country = excluded.country, services = excluded.services, size_band = excluded.size_band,
                 ask_me_about = excluded.ask_me_about, website_url = excluded.website_url,
                 linkedin_url = excluded.linkedin_url, updated_at = now()
          returning d.*
        )
        select ${profileColumns}
          from saved d
          join profiles pr on pr.id = d.user_id
          left join organizations org on org.id = pr.organization_id`,
  );
  return toProfile(row);
}

// ---------------------------------------------------------------- the directory

/**
 * /members: a page of listed people, searched (full text) and filtered, with the filters' choices.
 * The answer is the same for every member who asks the same (nothing in it is the viewer's),
 * so it is kept in memory under the content cache's 'directory' scope, whose counter every
 * write to who is listed and what their card shows moves, on any instance (migration 0042),
 * and written to JSON once (lib/shared-answer.ts).
 */
export function listDirectory(ctx: ViewerContext, input: DirectoryListInput): Promise<DirectoryListResponse> {
  const query = [
    input.q?.trim() || null,
    input.service || null,
    input.country || null,
    input.sizeBand ?? null,
    input.page,
  ];
  return ctx.content.get('directory', `list:${JSON.stringify(query)}`, async () =>
    shareAnswer(await loadDirectory(ctx, input)),
  );
}

async function loadDirectory(ctx: ViewerContext, input: DirectoryListInput): Promise<DirectoryListResponse> {
  const where: SQL[] = [shown];
  const search = input.q?.trim() || undefined;
  const query = sql`websearch_to_tsquery('english', ${search ?? ''})`;
  if (search) where.push(sql`d.search_vector @@ ${query}`);
  if (input.service) where.push(sql`d.services @> array[${input.service}]::text[]`);
  if (input.country) where.push(sql`d.country = ${input.country}`);
  if (input.sizeBand) where.push(sql`d.size_band = ${input.sizeBand}`);
  const order = search
    ? sql`ts_rank(d.search_vector, ${query}) desc, pr.last_name, pr.first_name, pr.id`
    : sql`pr.last_name, pr.first_name, pr.id`;
  const size = directoryLimits.pageSize;
  const [rows, [choices]] = await Promise.all([
    queryRows<CardRow>(
      ctx.db,
      sql`select ${cardColumns}
            from member_directory_profiles d
            join profiles pr on pr.id = d.user_id
            left join organizations org on org.id = pr.organization_id
           where ${sql.join(where, sql` and `)}
           order by ${order}
           limit ${size + 1} offset ${(input.page - 1) * size}`,
    ),
    queryRows<{ countries: string[] | null; services: string[] | null }>(
      ctx.db,
      sql`select (select array_agg(distinct country order by country) from member_directory_profiles
                   where listed and country <> '') as countries,
                 (select array_agg(s order by s) from (
                    select distinct service as s from member_directory_profiles, unnest(services) service
                     where listed order by s limit 200) t) as services`,
    ),
  ]);
  return {
    members: rows.slice(0, size).map(toCard),
    page: input.page,
    hasMore: rows.length > size,
    countries: choices?.countries ?? [],
    services: choices?.services ?? [],
  };
}

type PostRow = Pick<SqlRow<typeof communityPosts>, 'id' | 'reply_count' | 'like_count' | 'created_at'> & {
  title: SqlRow<typeof articles>['title'];
  excerpt: string;
};

/** Which posts a viewer may see: all but those of articles they may not read (as in the Community). */
function visiblePosts(viewer: Viewer): SQL {
  const agentsOnly = can(viewer, 'article.read', { visibilityScope: 'agents_only' })
    ? sql`true`
    : sql`a.visibility_scope <> 'agents_only'`;
  return sql`(p.article_id is null or (a.is_published and ${agentsOnly}))`;
}

/** /members/:id: a listed member's fields and their latest public discussions; 404 when not listed. */
export async function getDirectoryMember(
  ctx: ViewerContext,
  { userId }: { userId: string },
): Promise<DirectoryMemberResponse> {
  const [row] = await queryRows<
    CardRow &
      Pick<FieldColumns, 'ask_me_about' | 'website_url' | 'linkedin_url'> & { posts: PostRow[] | null }
  >(
    ctx.db,
    sql`select ${cardColumns}, d.ask_me_about, d.website_url, d.linkedin_url,
               (select json_agg(x order by x.created_at desc, x.id desc) from (
                  select p.id, coalesce(p.title, l.title, a.title, '') as title, left(p.body, 200) as excerpt,
                         p.reply_count, p.like_count, p.created_at
                    from community_posts p
                    left join lessons l on l.id = p.lesson_id
                    left join articles a on a.id = p.article_id
                   where p.author_id = pr.id and p.hidden_at is null and ${visiblePosts(ctx.viewer)}
                   order by p.created_at desc, p.id desc
                   limit ${directoryLimits.postsOnPage}) x) as posts
          from member_directory_profiles d
          join profiles pr on pr.id = d.user_id
          left join organizations org on org.id = pr.organization_id
         where d.user_id = ${userId} and ${shown}`,
  );
  if (!row) throw notFound(directoryMessages.memberNotFound);
  return {
    member: {
      ...toCard(row),
      askMeAbout: row.ask_me_about,
      websiteUrl: row.website_url,
      linkedinUrl: row.linkedin_url,
    },
    posts: (row.posts ?? []).map((post) => ({
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      replyCount: post.reply_count,
      likeCount: post.like_count,
      createdAt: new Date(post.created_at).toISOString(),
    })),
  };
}

import { randomBytes } from 'node:crypto';
import type { SubscriptionStatus } from '@pillars/shared/access';
import { teamAnnualPriceId } from '@pillars/shared/plans/messages';
import type { Role } from '@pillars/shared/roles';
import { slugify } from '@pillars/shared/slugify';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../src/db/client.ts';
import {
  articleCategories,
  articleCategoryMappings,
  articles,
  articleTopicMappings,
  articleTopics,
  events,
  eventTags,
  guruContent,
  guruSpecialties,
  gurus,
  organizations,
  planPrices,
  plans,
  scheduledCalls,
  subscriptions,
} from '../src/db/schema/index.ts';
import { fastPasswordHash } from '../src/modules/accounts/password-hashing.ts';
import { insertUserRows } from '../src/modules/accounts/service.ts';

/**
 * Per-test data builders: a test that changes data makes its own organization and members
 * instead of changing the shared demo accounts, so that it passes alone (`-t`) and in any
 * order. They write through the same code as sign-up and the demo seed (real user,
 * credential account and profile rows), so the builder-made members sign in for real.
 */

/** 8 hex characters after a letter: never all digits, so never mistaken for a `-2` slug suffix. */
const uniqueSuffix = () => `t${randomBytes(4).toString('hex')}`;

export interface OrganizationOptions {
  name?: string;
  hasFreeAccess?: boolean;
  /** The current subscription's status; `null` for none. Default `active`: its members have access. */
  subscriptionStatus?: SubscriptionStatus | null;
  /** The subscription's price (issue 58); the Team plan's annual price unless said. */
  planPriceId?: string;
}

export interface BuiltOrganization {
  id: string;
  slug: string;
}

export async function createOrganization(
  db: Database,
  options: OrganizationOptions = {},
): Promise<BuiltOrganization> {
  const suffix = uniqueSuffix();
  const name = options.name ?? `Test Agency ${suffix}`;
  // A unique slug of our own: sign-up tests expect exact slugs for the names they use.
  const slug = `${slugify(name) || 'agency'}-${suffix}`;
  const [organization] = await db
    .insert(organizations)
    .values({ name, slug, hasFreeAccess: options.hasFreeAccess ?? false })
    .returning({ id: organizations.id, slug: organizations.slug });
  const status = options.subscriptionStatus === undefined ? 'active' : options.subscriptionStatus;
  if (status) {
    const yearMs = 365 * 24 * 60 * 60 * 1000;
    const isCurrent = status === 'active' || status === 'trialing' || status === 'past_due';
    await db.insert(subscriptions).values({
      organizationId: organization!.id,
      status,
      // The plan every subscription made before plans is on (migration 0046), unless said.
      planPriceId: options.planPriceId ?? teamAnnualPriceId,
      currentPeriodEnd: new Date(Date.now() + (isCurrent ? yearMs : -yearMs / 12)),
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });
  }
  return organization!;
}

/**
 * A plan of its own with one annual price, for a test whose team outgrows the Team plan's 15
 * seats for another reason (the invitation limits); `seats: null` is unlimited.
 */
export async function createPlanPrice(db: Database, options: { seats: number | null }): Promise<string> {
  const suffix = uniqueSuffix();
  const [plan] = await db
    .insert(plans)
    .values({ name: `Test plan ${suffix}`, slug: `test-plan-${suffix}`, seats: options.seats })
    .returning({ id: plans.id });
  const [price] = await db
    .insert(planPrices)
    .values({ planId: plan!.id, interval: 'year', amountCents: 40000, currency: 'usd' })
    .returning({ id: planPrices.id });
  return price!.id;
}

export interface MemberOptions {
  organizationId: string | null;
  role?: Role;
  isGuru?: boolean;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /**
   * `production` for a member who signs in on a server process (`startServer`), which checks
   * production's format only; the fast format of the API tests' apps by default.
   */
  passwordHashing?: 'fast' | 'production';
}

export interface BuiltMember {
  userId: string;
  email: string;
  password: string;
  organizationId: string | null;
}

export async function createMember(db: Database, options: MemberOptions): Promise<BuiltMember> {
  const suffix = uniqueSuffix();
  const email = (options.email ?? `member-${suffix}@example.test`).trim().toLowerCase();
  const password = options.password ?? `test-pass-${suffix}`;
  // The API tests' fast format (modules/accounts/password-hashing.ts), which `buildTestApp`'s
  // apps check: production's scrypt took about 0.1 s of CPU per member made and per sign-in.
  const passwordHash =
    options.passwordHashing === 'production'
      ? await hashPassword(password)
      : await fastPasswordHash(password);
  const userId = await insertUserRows(
    { db },
    {
      email,
      passwordHash,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `Member ${suffix}`,
      role: options.role ?? 'team_member',
      isGuru: options.isGuru ?? false,
      phone: options.phone ?? null,
      organizationId: options.organizationId,
    },
  );
  return { userId, email, password, organizationId: options.organizationId };
}

/** A member of a new organization with an active subscription (the usual signed-in member). */
export async function createMemberWithAccess(
  db: Database,
  options: Omit<MemberOptions, 'organizationId'> & { organization?: OrganizationOptions } = {},
): Promise<BuiltMember> {
  const { organization: organizationOptions, ...memberOptions } = options;
  const organization = await createOrganization(db, organizationOptions);
  return createMember(db, { ...memberOptions, organizationId: organization.id });
}

export interface EventOptions {
  title?: string;
  type?: 'live' | 'virtual';
  dateTime?: Date;
  location?: string | null;
  zoomLink?: string | null;
  registrationFeeCents?: number;
  /** Null: unlimited. */
  availableSeats?: number | null;
  isActive?: boolean;
  tags?: string[];
  hostId?: string | null;
}

/** An event (upcoming in 30 days, free, 50 seats, virtual unless said) with its tags. */
export async function createEvent(db: Database, options: EventOptions = {}): Promise<{ id: string }> {
  const type = options.type ?? 'virtual';
  const [event] = await db
    .insert(events)
    .values({
      title: options.title ?? `Test Event ${uniqueSuffix()}`,
      description: 'An event made by a test.',
      dateTime: options.dateTime ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      type,
      location: options.location === undefined ? (type === 'live' ? 'Austin, TX' : null) : options.location,
      zoomLink:
        options.zoomLink === undefined
          ? type === 'virtual'
            ? 'https://zoom.us/j/100200300'
            : null
          : options.zoomLink,
      registrationFeeCents: options.registrationFeeCents ?? 0,
      availableSeats: options.availableSeats === undefined ? 50 : options.availableSeats,
      isActive: options.isActive ?? true,
      hostId: options.hostId ?? null,
    })
    .returning({ id: events.id });
  if (options.tags?.length) {
    await db.insert(eventTags).values(options.tags.map((tag) => ({ eventId: event!.id, tag })));
  }
  return event!;
}

export interface CallOptions {
  userId: string;
  date: string;
  status?: 'pending' | 'confirmed' | 'completed' | 'missed' | 'cancelled';
  notes?: string | null;
  phoneNumber?: string | null;
}

/** A scheduled call at the one slot (7:00 AM PT) on `date`. */
export async function createCall(db: Database, options: CallOptions): Promise<{ id: string }> {
  const [call] = await db
    .insert(scheduledCalls)
    .values({
      userId: options.userId,
      scheduledDate: options.date,
      scheduledTime: '7:00 AM PT',
      status: options.status ?? 'pending',
      notes: options.notes ?? null,
      phoneNumber: options.phoneNumber === undefined ? '(555) 123-4567' : options.phoneNumber,
    })
    .returning({ id: scheduledCalls.id });
  return call!;
}

export interface ArticleOptions {
  title?: string;
  subtitle?: string | null;
  body?: string;
  isPublished?: boolean;
  isFeatured?: boolean;
  publishedAt?: Date | null;
  /** Now unless told: articles made one after the other can share a clock tick. */
  createdAt?: Date;
  contentType?: 'post' | 'document' | 'video' | 'presentation';
  visibilityScope?: 'all' | 'agents_only';
  contentImages?: unknown;
  authorId?: string | null;
  guruId?: string | null;
  categoryIds?: string[];
  topicIds?: string[];
}

/** An article (published now unless told), with its category and topic mappings. */
export async function createArticle(db: Database, options: ArticleOptions = {}) {
  const suffix = uniqueSuffix();
  const title = options.title ?? `Test article ${suffix}`;
  const isPublished = options.isPublished ?? true;
  const [row] = await db
    .insert(articles)
    .values({
      title,
      subtitle: options.subtitle === undefined ? null : options.subtitle,
      slug: `${slugify(title)}-${suffix}`,
      body: options.body ?? '<p>Plain body text.</p>',
      isPublished,
      isFeatured: options.isFeatured ?? false,
      publishedAt:
        options.publishedAt === undefined ? (isPublished ? new Date() : null) : options.publishedAt,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      contentType: options.contentType ?? 'post',
      visibilityScope: options.visibilityScope ?? 'all',
      contentImages: (options.contentImages ?? []) as string[],
      authorId: options.authorId ?? null,
      guruId: options.guruId ?? null,
    })
    .returning({ id: articles.id, slug: articles.slug, title: articles.title });
  const article = row!;
  if (options.categoryIds?.length) {
    await db
      .insert(articleCategoryMappings)
      .values(options.categoryIds.map((categoryId) => ({ articleId: article.id, categoryId })));
  }
  if (options.topicIds?.length) {
    await db
      .insert(articleTopicMappings)
      .values(options.topicIds.map((topicId) => ({ articleId: article.id, topicId })));
  }
  return article;
}

/** A category or topic with a unique name and slug. */
export async function createArticleTag(db: Database, kind: 'category' | 'topic', name?: string) {
  const suffix = uniqueSuffix();
  const tagName = name ?? `Tag ${suffix}`;
  const values = { name: tagName, slug: `${slugify(tagName)}-${suffix}` };
  const table = kind === 'category' ? articleCategories : articleTopics;
  const [row] = await db
    .insert(table)
    .values(values)
    .returning({ id: table.id, slug: table.slug, name: table.name });
  return row!;
}

/** A guru with specialties, linked (guru_content) to the given articles. */
export async function createGuru(
  db: Database,
  options: {
    name?: string;
    isActive?: boolean;
    specialties?: string[];
    articleIds?: string[];
    userId?: string;
  } = {},
) {
  const suffix = uniqueSuffix();
  const name = options.name ?? `Guru ${suffix}`;
  const [row] = await db
    .insert(gurus)
    .values({
      name,
      slug: `${slugify(name)}-${suffix}`,
      isActive: options.isActive ?? true,
      userId: options.userId ?? null,
    })
    .returning({ id: gurus.id, slug: gurus.slug, name: gurus.name });
  const guru = row!;
  if (options.specialties?.length) {
    await db
      .insert(guruSpecialties)
      .values(options.specialties.map((specialty) => ({ guruId: guru.id, specialty })));
  }
  if (options.articleIds?.length) {
    await db
      .insert(guruContent)
      .values(options.articleIds.map((articleId) => ({ guruId: guru.id, articleId })));
  }
  return guru;
}

import { z } from 'zod';
import {
  announcementChannels,
  announcementMessages,
  announcementStatuses,
  audienceKinds,
} from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export * from './messages.ts';

/** Who an announcement goes to: always people of organizations with access, narrowed by kind. */
export const announcementAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }).strict(),
  z.object({ kind: z.literal('owners') }).strict(),
  z
    .object({
      kind: z.literal('plans'),
      planIds: z.array(z.uuid()).min(1, announcementMessages.plansRequired).max(50),
    })
    .strict(),
  z
    .object({
      kind: z.literal('pillar_completed'),
      pillarId: z.uuid({ error: announcementMessages.pillarRequired }),
    })
    .strict(),
  z
    .object({
      kind: z.literal('pillar_not_completed'),
      pillarId: z.uuid({ error: announcementMessages.pillarRequired }),
    })
    .strict(),
  z
    .object({
      kind: z.literal('organization'),
      organizationId: z.uuid({ error: announcementMessages.organizationRequired }),
    })
    .strict(),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudience>;
export type AnnouncementAudienceKind = (typeof audienceKinds)[number];

const title = z
  .string({ error: announcementMessages.titleRequired })
  .trim()
  .min(1, announcementMessages.titleRequired)
  .max(200, announcementMessages.titleTooLong);
const bodyHtml = z
  .string({ error: announcementMessages.bodyRequired })
  .trim()
  .min(1, announcementMessages.bodyRequired)
  .max(100_000);

/** Create, or change before it is sent. `sendAt` null: Send now. */
export const announcementBody = z
  .object({
    title,
    bodyHtml,
    audience: announcementAudience,
    channels: z
      .array(z.enum(announcementChannels))
      .min(1, announcementMessages.channelsRequired)
      .transform((channels) => [...new Set(channels)]),
    sendAt: z.iso.datetime({ offset: true, error: announcementMessages.sendAtInvalid }).nullable(),
  })
  .strict();
export type AnnouncementBody = z.infer<typeof announcementBody>;
export type AnnouncementBodyInput = z.input<typeof announcementBody>;

export const announcementParams = z.object({ announcementId: z.uuid() });

export const audienceSizeBody = z.object({ audience: announcementAudience }).strict();
export const audienceSizeResponse = z.object({ size: z.number().int().min(0) });
export type AudienceSizeResponse = z.infer<typeof audienceSizeResponse>;

export const announcementStats = z.object({
  /** People it went to (banner, bell and e-mail decided). */
  delivered: z.number().int().min(0),
  emailsQueued: z.number().int().min(0),
  emailsFailed: z.number().int().min(0),
  /** Not e-mailed: their Announcements preference was off. */
  skippedByPreference: z.number().int().min(0),
  unsubscribes: z.number().int().min(0),
  bannerDismissals: z.number().int().min(0),
});
export type AnnouncementStats = z.infer<typeof announcementStats>;

export const adminAnnouncement = z.object({
  id: z.uuid(),
  title: z.string(),
  bodyHtml: z.string(),
  audience: announcementAudience,
  /** The audience in words ("Owners only", "Organizations on Team, Agency"). */
  audienceLabel: z.string(),
  channels: z.array(z.enum(announcementChannels)),
  status: z.enum(announcementStatuses),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  /** The audience's size when sending ended (null before). */
  audienceSize: z.number().int().nullable(),
  stats: announcementStats,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

export const adminAnnouncementsResponse = z.object({
  announcements: z.array(adminAnnouncement),
  /** The audience pickers' choices. */
  plans: z.array(z.object({ id: z.uuid(), name: z.string() })),
  pillars: z.array(z.object({ id: z.uuid(), title: z.string() })),
  organizations: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AdminAnnouncementsResponse = z.infer<typeof adminAnnouncementsResponse>;

export const announcementResponse = z.object({ announcement: adminAnnouncement });

/** What a member sees: on Home's banner and at /announcements. */
export const memberAnnouncement = z.object({
  id: z.uuid(),
  title: z.string(),
  bodyHtml: z.string(),
  sentAt: z.string(),
});
export type MemberAnnouncement = z.infer<typeof memberAnnouncement>;

export const announcementsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const announcementsResponse = z.object({
  announcements: z.array(memberAnnouncement),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;

export const unsubscribeQuery = z.object({ token: z.string().min(20).max(100) });
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true), message: z.string() });

/**
 * The admin form's fields, flat (the audience's parameters side by side, the time as the
 * browser's `datetime-local`), and the body it becomes: the server checks that body with
 * `announcementBody`, the form these fields first.
 */
export const announcementForm = z
  .object({
    title,
    bodyHtml: z
      .string()
      .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, announcementMessages.bodyRequired),
    audienceKind: z.enum(audienceKinds),
    planIds: z.array(z.string()),
    pillarId: z.string(),
    organizationId: z.string(),
    channels: z.array(z.enum(announcementChannels)).min(1, announcementMessages.channelsRequired),
    when: z.enum(['now', 'schedule']),
    /** `YYYY-MM-DDTHH:mm` in the browser's zone. */
    sendAt: z.string(),
  })
  .superRefine((form, context) => {
    const require = (path: string, ok: boolean, message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path: [path], message });
    };
    if (form.audienceKind === 'plans')
      require('planIds', form.planIds.length > 0, announcementMessages.plansRequired);
    if (form.audienceKind === 'pillar_completed' || form.audienceKind === 'pillar_not_completed') {
      require('pillarId', form.pillarId !== '', announcementMessages.pillarRequired);
    }
    if (form.audienceKind === 'organization') {
      require('organizationId', form.organizationId !== '', announcementMessages.organizationRequired);
    }
    if (form.when === 'schedule') {
      require('sendAt', !Number.isNaN(Date.parse(form.sendAt)), announcementMessages.sendAtInvalid);
    }
  });
export type AnnouncementForm = z.infer<typeof announcementForm>;

/** The audience the form's fields say (null while its parameter is not chosen). */
export function audienceOfForm(
  form: Pick<AnnouncementForm, 'audienceKind' | 'planIds' | 'pillarId' | 'organizationId'>,
): AnnouncementAudience | null {
  switch (form.audienceKind) {
    case 'everyone':
    case 'owners':
      return { kind: form.audienceKind };
    case 'plans':
      return form.planIds.length > 0 ? { kind: 'plans', planIds: form.planIds } : null;
    case 'pillar_completed':
    case 'pillar_not_completed':
      return form.pillarId ? { kind: form.audienceKind, pillarId: form.pillarId } : null;
    case 'organization':
      return form.organizationId ? { kind: 'organization', organizationId: form.organizationId } : null;
  }
}

export function announcementBodyOfForm(form: AnnouncementForm): AnnouncementBodyInput {
  return {
    title: form.title,
    bodyHtml: form.bodyHtml,
    audience: audienceOfForm(form) ?? { kind: 'everyone' },
    channels: form.channels,
    sendAt: form.when === 'now' ? null : new Date(form.sendAt).toISOString(),
  };
}

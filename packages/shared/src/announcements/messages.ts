/*
 * Announcements (issue 60): the texts both sides show, apart from the zod schemas so pages
 * can show them without loading the schema library; schemas.ts re-exports them.
 */

export const announcementChannels = ['banner', 'bell', 'email'] as const;
export type AnnouncementChannel = (typeof announcementChannels)[number];
export const announcementChannelLabels: Record<AnnouncementChannel, string> = {
  banner: 'Banner on Home',
  bell: 'Bell',
  email: 'E-mail',
};

export const audienceKinds = [
  'everyone',
  'owners',
  'plans',
  'pillar_completed',
  'pillar_not_completed',
  'organization',
] as const;
export type AudienceKind = (typeof audienceKinds)[number];
export const audienceKindLabels: Record<AudienceKind, string> = {
  everyone: 'Everyone',
  owners: 'Owners only',
  plans: 'Organizations on given plans',
  pillar_completed: 'Members who have completed a pillar',
  pillar_not_completed: 'Members who have not completed a pillar',
  organization: 'One organization',
};

export const announcementStatuses = ['scheduled', 'sending', 'sent'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];
export const announcementStatusLabels: Record<AnnouncementStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/** People a sending job handles per transaction. */
export const announcementBatchSize = 200;
/** The member archive's page. */
export const announcementArchivePageSize = 20;

export const announcementMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be 200 characters or less',
  bodyRequired: 'Write the announcement',
  channelsRequired: 'Choose at least one channel',
  plansRequired: 'Choose at least one plan',
  pillarRequired: 'Choose a pillar',
  organizationRequired: 'Choose an organization',
  sendAtInvalid: 'Choose a date and time',
  sendAtPast: 'Choose a time in the future',
  notFound: 'Announcement not found',
  alreadySent:
    'This announcement has been sent: its title and text can change for the archive, not its audience, channels or time',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer get announcements by e-mail.',
  emailFooter: 'You get this because you are a member of Pillars. Unsubscribe from announcements:',
} as const;

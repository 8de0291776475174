import { defineEndpoints } from '../contract.ts';

const tag = 'announcements';

/**
 * Announcements (issue 60): superadmins write and send them at /admin/announcements
 * ('announcement.manage', audited); members read theirs at /announcements and dismiss Home's
 * banner; an e-mail's one-click unsubscribe (RFC 8058) needs no sign-in, only its link.
 */
export const announcementEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listAdminAnnouncements: {
    method: 'GET',
    path: '/api/admin/announcements',
    access: 'member',
    action: 'announcement.manage',
    tag,
    summary: 'Every announcement, newest first, with its figures; the audience pickers choices (superadmins)',
    response: 'adminAnnouncementsResponse',
  },
  countAnnouncementAudience: {
    method: 'POST',
    path: '/api/admin/announcements/audience-size',
    access: 'member',
    action: 'announcement.manage',
    tag,
    summary: 'How many people an audience holds now (superadmins)',
    body: 'audienceSizeBody',
    response: 'audienceSizeResponse',
  },
  createAnnouncement: {
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'member',
    action: 'announcement.manage',
    tag,
    summary: 'Writes an announcement and sends it now or at its time (superadmins, audited)',
    body: 'announcementBody',
    response: 'announcementResponse',
    status: 201,
  },
  updateAnnouncement: {
    method: 'PUT',
    path: '/api/admin/announcements/:announcementId',
    access: 'member',
    action: 'announcement.manage',
    tag,
    errors: ['CONFLICT'],
    summary:
      'Changes an announcement; once sending started only its title and text change, for the archive (superadmins, audited)',
    params: 'announcementParams',
    body: 'announcementBody',
    response: 'announcementResponse',
  },
  listAnnouncements: {
    method: 'GET',
    path: '/api/announcements',
    access: 'member',
    tag,
    summary: 'The announcements the viewer was sent, newest first, a page at a time',
    query: 'announcementsQuery',
    response: 'announcementsResponse',
  },
  dismissAnnouncement: {
    method: 'POST',
    path: '/api/announcements/:announcementId/dismiss',
    access: 'member',
    tag,
    summary: "Closes an announcement's banner on the viewer's Home",
    params: 'announcementParams',
    response: 'okResponse',
  },
  unsubscribeFromAnnouncements: {
    method: 'POST',
    path: '/api/announcements/unsubscribe',
    access: 'public',
    tag,
    summary:
      "One-click unsubscribe (RFC 8058) from an announcement e-mail's link: turns off the Announcements e-mails only",
    query: 'unsubscribeQuery',
    response: 'unsubscribeResponse',
  },
});

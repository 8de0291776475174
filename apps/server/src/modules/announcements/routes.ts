import { announcementEndpoints as endpoints } from '@pillars/shared/announcements/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import {
  countAnnouncementAudience,
  createAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './admin-service.ts';
import { dismissAnnouncement, listAnnouncements, unsubscribeFromAnnouncements } from './member-service.ts';

/** /api/admin/announcements ('announcement.manage'), /api/announcements (members), the unsubscribe link. */
export const announcementRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listAdminAnnouncements, (ctx) => listAdminAnnouncements(ctx));
  await registerEndpoint(app, endpoints.countAnnouncementAudience, (ctx, { body }) =>
    countAnnouncementAudience(ctx, body),
  );
  await registerEndpoint(
    app,
    endpoints.createAnnouncement,
    (ctx, { body }) => createAnnouncement(ctx, body),
    {
      bodyLimit: articleBodyLimit,
    },
  );
  await registerEndpoint(
    app,
    endpoints.updateAnnouncement,
    (ctx, { params, body }) => updateAnnouncement(ctx, { announcementId: params.announcementId, ...body }),
    { bodyLimit: articleBodyLimit },
  );
  await registerEndpoint(app, endpoints.listAnnouncements, (ctx, { query }) => listAnnouncements(ctx, query));
  await registerEndpoint(app, endpoints.dismissAnnouncement, (ctx, { params }) =>
    dismissAnnouncement(ctx, params),
  );

  // The one-click POST comes from a mail provider (RFC 8058: a form body
  // `List-Unsubscribe=One-Click`, from no origin of ours); the token in the address is
  // what it needs, the body is read and ignored. A scope of its own for that body type.
  await app.register(async (unsubscribeScope) => {
    unsubscribeScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    await registerEndpoint(
      unsubscribeScope,
      endpoints.unsubscribeFromAnnouncements,
      (ctx, { query }) => unsubscribeFromAnnouncements(ctx, query),
      { config: { allowCrossOrigin: true } },
    );
  });
};

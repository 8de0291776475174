import {
  certificateMessages,
  certificatePageSize,
  certificateUrl,
} from '@pillars/shared/certificates/messages';
import type {
  AdminCertificate,
  AdminCertificatesQuery,
  AdminCertificatesResponse,
  CertificatePillar,
  MyCertificate,
  MyCertificatesResponse,
  PublicCertificate,
  RevokeCertificateBody,
} from '@pillars/shared/certificates/schemas';
import { defaultPillarColor } from '@pillars/shared/domain-values';
import type { PolicyResource } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { certificates, organizations, pillars, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { giveBackPoints, takeBackPoints } from '../engagement/points.ts';

/*
 * Certificates (issue 43, docs/decisions/051-certificates.md): the public page's answer, the
 * member's own list and Make private / Make public, and the superadmins' list, revoke,
 * restore and per-pillar switch. Issuing is in issue.ts, the PDF in pdf.ts.
 */

const iso = (value: string) => new Date(value).toISOString();

type PublicRow = Pick<
  SqlRow<typeof certificates>,
  'id' | 'user_id' | 'recipient_name' | 'pillar_title' | 'issued_at' | 'is_private' | 'revoked_at'
> & {
  color: SqlRow<typeof pillars>['color'] | null;
  overlay_image_url: SqlRow<typeof pillars>['overlay_image_url'];
};

/** One statement: the certificate and its pillar's colour and artwork (the pillar may be gone). */
export async function loadCertificate(
  ctx: { db: Executor },
  { certificateId }: { certificateId: string },
): Promise<PublicRow | null> {
  const [row] = await queryRows<PublicRow>(
    ctx.db,
    sql`select c.id, c.user_id, c.recipient_name, c.pillar_title, c.issued_at, c.is_private, c.revoked_at,
               p.color, p.overlay_image_url
          from certificates c left join pillars p on p.id = c.pillar_id
         where c.id = ${certificateId}`,
  );
  return row ?? null;
}

/** What anyone may know of a certificate: a private one only exists; nothing else of the member. */
export function toPublicCertificate(appUrl: string, row: PublicRow): PublicCertificate {
  const status = row.revoked_at ? 'revoked' : row.is_private ? 'private' : 'valid';
  const hidden = status === 'private';
  return {
    id: row.id,
    status,
    recipientName: hidden ? null : row.recipient_name,
    pillarTitle: hidden ? null : row.pillar_title,
    pillarColor: hidden ? defaultPillarColor : (row.color ?? defaultPillarColor),
    pillarImageUrl: hidden ? null : row.overlay_image_url,
    issuedAt: hidden ? null : iso(row.issued_at),
    url: certificateUrl(appUrl, row.id),
  };
}

/** GET /api/certificates/:certificateId: the public page's answer, for anyone. */
export async function getPublicCertificate(
  ctx: ServiceContext,
  input: { certificateId: string },
): Promise<PublicCertificate> {
  const row = await loadCertificate(ctx, input);
  if (!row) throw notFound(certificateMessages.notFound);
  return toPublicCertificate(ctx.appUrl, row);
}

type MyRow = Pick<SqlRow<typeof certificates>, 'id' | 'pillar_title' | 'issued_at' | 'is_private'> & {
  is_revoked: boolean;
  slug: SqlRow<typeof pillars>['slug'] | null;
  color: SqlRow<typeof pillars>['color'] | null;
};

const myColumns = sql`c.id, c.pillar_title, c.issued_at, c.is_private, c.revoked_at is not null as is_revoked,
                      p.slug, p.color`;

function toMyCertificate(appUrl: string, row: MyRow): MyCertificate {
  return {
    id: row.id,
    pillarTitle: row.pillar_title,
    pillarSlug: row.slug,
    pillarColor: row.color ?? defaultPillarColor,
    issuedAt: iso(row.issued_at),
    isPrivate: row.is_private,
    isRevoked: row.is_revoked,
    url: certificateUrl(appUrl, row.id),
  };
}

/** GET /api/my/certificates: the viewer's own, newest first (from memory while unchanged). */
export async function listMyCertificates(ctx: ViewerContext): Promise<MyCertificatesResponse> {
  const rows = await readViewerCertificates(ctx);
  return { certificates: rows.map((row) => toMyCertificate(ctx.appUrl, row)) };
}

/**
 * The viewer's certificates, from memory while the viewer's counter has not moved (triggers
 * on `certificates` bump it, migration 0036), else one statement.
 */
function readViewerCertificates(ctx: ViewerContext): Promise<(MyRow & { pillar_id: string | null })[]> {
  return ctx.viewerRows.get('certificates', () =>
    queryRows<MyRow & { pillar_id: string | null }>(
      ctx.db,
      sql`select ${myColumns}, c.pillar_id
            from certificates c left join pillars p on p.id = c.pillar_id
           where c.user_id = ${ctx.viewer.userId}
           order by c.issued_at desc, c.id`,
    ),
  );
}

/** The viewer's certificate of a pillar that is not revoked (the lesson viewer's), or null. */
export async function viewerCertificateOf(
  ctx: ViewerContext,
  { pillarId }: { pillarId: string },
): Promise<string | null> {
  const rows = await readViewerCertificates(ctx);
  return rows.find((row) => row.pillar_id === pillarId && !row.is_revoked)?.id ?? null;
}

/** For 'certificate.own': whose certificate it is. */
export async function loadCertificateOwner(
  ctx: { db: Executor },
  { certificateId }: { certificateId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<Pick<SqlRow<typeof certificates>, 'user_id'>>(
    ctx.db,
    sql`select user_id from certificates where id = ${certificateId}`,
  );
  return row ? { ownerId: row.user_id } : null;
}

/** PATCH /api/my/certificates/:certificateId: Make private / Make public (the route checked the owner). */
export async function updateMyCertificate(
  ctx: ViewerContext,
  input: { certificateId: string; isPrivate: boolean },
): Promise<MyCertificate> {
  const [row] = await queryRows<MyRow>(
    ctx.db,
    sql`with changed as (
          update certificates set is_private = ${input.isPrivate}
           where id = ${input.certificateId} and user_id = ${ctx.viewer.userId}
          returning *)
        select ${myColumns} from changed c left join pillars p on p.id = c.pillar_id`,
  );
  if (!row) throw notFound(certificateMessages.notFound);
  return toMyCertificate(ctx.appUrl, row);
}

// The superadmins' side ('certificate.manage').

type AdminRow = Pick<
  SqlRow<typeof certificates>,
  'id' | 'recipient_name' | 'pillar_title' | 'issued_at' | 'is_private' | 'revoked_at' | 'revoked_reason'
> &
  Pick<SqlRow<typeof user>, 'email'> & {
    organization_name: SqlRow<typeof organizations>['name'] | null;
    total: number;
  };

const adminColumns = sql`c.id, c.recipient_name, c.pillar_title, c.issued_at, c.is_private, c.revoked_at,
                         c.revoked_reason, u.email, o.name as organization_name`;
const adminJoins = sql`join "user" u on u.id = c.user_id left join organizations o on o.id = c.organization_id`;

function toAdminCertificate(row: Omit<AdminRow, 'total'>): AdminCertificate {
  return {
    id: row.id,
    recipientName: row.recipient_name,
    email: row.email,
    organizationName: row.organization_name,
    pillarTitle: row.pillar_title,
    issuedAt: iso(row.issued_at),
    isPrivate: row.is_private,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    revokedReason: row.revoked_reason,
  };
}

type PillarRow = Pick<SqlRow<typeof pillars>, 'id' | 'title' | 'certificates_enabled'> & { issued: number };

const pillarSwitchSql = (where: SQL) =>
  sql`select p.id, p.title, p.certificates_enabled,
             (select count(*)::int from certificates c where c.pillar_id = p.id) as issued
        from pillars p where ${where} order by p.display_order, p.created_at`;

function toCertificatePillar(row: PillarRow): CertificatePillar {
  return { id: row.id, title: row.title, certificatesEnabled: row.certificates_enabled, issued: row.issued };
}

/** GET /api/admin/certificates: a page of 50, newest first, and every pillar with its switch. */
export async function listCertificates(
  ctx: ViewerContext,
  query: AdminCertificatesQuery,
): Promise<AdminCertificatesResponse> {
  const page = query.page ?? 1;
  const conditions: SQL[] = [sql`true`];
  if (query.pillarId) conditions.push(sql`c.pillar_id = ${query.pillarId}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(c.recipient_name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  const [rows, pillarRows] = await Promise.all([
    queryRows<AdminRow>(
      ctx.db,
      sql`select ${adminColumns}, count(*) over ()::int as total
            from certificates c ${adminJoins}
           where ${sql.join(conditions, sql` and `)}
           order by c.issued_at desc, c.id
           limit ${certificatePageSize} offset ${(page - 1) * certificatePageSize}`,
    ),
    queryRows<PillarRow>(ctx.db, pillarSwitchSql(sql`true`)),
  ]);
  return {
    certificates: rows.map(toAdminCertificate),
    pillars: pillarRows.map(toCertificatePillar),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: certificatePageSize,
  };
}

async function selectAdminCertificate(tx: Executor, certificateId: string): Promise<AdminCertificate> {
  const [row] = await queryRows<Omit<AdminRow, 'total'>>(
    tx,
    sql`select ${adminColumns} from certificates c ${adminJoins} where c.id = ${certificateId}`,
  );
  if (!row) throw notFound(certificateMessages.notFound);
  return toAdminCertificate(row);
}

type AuditedRow = Pick<
  SqlRow<typeof certificates>,
  'recipient_name' | 'organization_id' | 'revoked_at' | 'revoked_reason' | 'user_id' | 'pillar_id'
>;

async function lockCertificate(tx: Executor, certificateId: string): Promise<AuditedRow> {
  const [row] = await queryRows<AuditedRow>(
    tx,
    sql`select recipient_name, organization_id, revoked_at, revoked_reason, user_id, pillar_id
          from certificates where id = ${certificateId} for update`,
  );
  if (!row) throw notFound(certificateMessages.notFound);
  return row;
}

/** POST /api/admin/certificates/:certificateId/revoke: with a reason (a new reason replaces the old one). */
export async function revokeCertificate(
  ctx: ViewerContext,
  input: { certificateId: string } & RevokeCertificateBody,
): Promise<AdminCertificate> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockCertificate(tx, input.certificateId);
    await tx.execute(
      sql`update certificates set revoked_at = coalesce(revoked_at, now()), revoked_reason = ${input.reason}
           where id = ${input.certificateId}`,
    );
    if (before.pillar_id)
      await takeBackPoints(
        { db: tx },
        { thingIds: [before.pillar_id], userId: before.user_id, actions: ['pillar.complete'] },
      );
    await ctx.audit.record(tx, {
      action: 'certificate.revoke',
      target: { type: 'certificate', id: input.certificateId, name: before.recipient_name },
      organizationId: before.organization_id,
      before: { revoked: before.revoked_at !== null, reason: before.revoked_reason },
      after: { revoked: true, reason: input.reason },
    });
    return selectAdminCertificate(tx, input.certificateId);
  });
}

/** POST /api/admin/certificates/:certificateId/restore. */
export async function restoreCertificate(
  ctx: ViewerContext,
  input: { certificateId: string },
): Promise<AdminCertificate> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockCertificate(tx, input.certificateId);
    await tx.execute(
      sql`update certificates set revoked_at = null, revoked_reason = null where id = ${input.certificateId}`,
    );
    if (before.pillar_id)
      await giveBackPoints(
        { db: tx },
        { thingIds: [before.pillar_id], userId: before.user_id, actions: ['pillar.complete'] },
      );
    await ctx.audit.record(tx, {
      action: 'certificate.restore',
      target: { type: 'certificate', id: input.certificateId, name: before.recipient_name },
      organizationId: before.organization_id,
      before: { revoked: before.revoked_at !== null, reason: before.revoked_reason },
      after: { revoked: false, reason: null },
    });
    return selectAdminCertificate(tx, input.certificateId);
  });
}

/** PUT /api/admin/pillars/:pillarId/certificates: on or off; certificates already issued stay. */
export async function setPillarCertificates(
  ctx: ViewerContext,
  input: { pillarId: string; enabled: boolean },
): Promise<CertificatePillar> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<Pick<SqlRow<typeof pillars>, 'title' | 'certificates_enabled'>>(
      tx,
      sql`select title, certificates_enabled from pillars where id = ${input.pillarId} for update`,
    );
    if (!before) throw notFound('Pillar not found');
    await tx.execute(
      sql`update pillars set certificates_enabled = ${input.enabled} where id = ${input.pillarId}`,
    );
    await ctx.audit.record(tx, {
      action: 'pillar.certificates',
      target: { type: 'pillar', id: input.pillarId, name: before.title },
      before: { certificatesEnabled: before.certificates_enabled },
      after: { certificatesEnabled: input.enabled },
    });
    const [row] = await queryRows<PillarRow>(tx, pillarSwitchSql(sql`p.id = ${input.pillarId}`));
    return toCertificatePillar(row!);
  });
}

import { slugify } from '@pillars/shared/slugify';
import { eq, sql } from 'drizzle-orm';
import { insertUserWithPassword } from '../../modules/accounts/service.ts';
import { type Database, queryRows } from '../client.ts';
import { organizations } from '../schema/index.ts';

/** Refusals of `createSuperadmin` that the CLI prints as they are. */
export class SuperadminRefusedError extends Error {}

export interface NewSuperadmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The superadmin's organization (free access, so that the member pages open); created if new. */
  organizationName: string;
  /** Create one even though a superadmin exists. */
  allowAnother?: boolean;
}

/**
 * The first superadmin of a production database (`npm run admin:create`). One transaction
 * under an advisory lock: two runs at the same time cannot both see "no superadmin yet".
 */
export async function createSuperadmin(
  db: Database,
  input: NewSuperadmin,
): Promise<{ userId: string; organizationId: string }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext('pillars.create-superadmin'))`);
    const existing = await queryRows<{ email: string }>(
      transaction,
      sql`select u.email from profiles p join "user" u on u.id = p.id
           where p.role = 'superadmin' order by p.created_at limit 1`,
    );
    if (existing[0] && !input.allowAnother) {
      throw new SuperadminRefusedError(
        `A superadmin already exists (${existing[0].email}); nothing was created. ` +
          'Pass --another to create one more.',
      );
    }
    const taken = await queryRows<{ id: string }>(
      transaction,
      sql`select id from "user" where email = ${email}`,
    );
    if (taken[0]) throw new SuperadminRefusedError(`An account with the address ${email} already exists.`);

    const slug = slugify(input.organizationName) || 'headquarters';
    const [found] = await transaction
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, slug));
    const organizationId =
      found?.id ??
      (
        await transaction
          .insert(organizations)
          .values({ name: input.organizationName, slug, hasFreeAccess: true })
          .returning({ id: organizations.id })
      )[0]!.id;
    const userId = await insertUserWithPassword(
      { db: transaction },
      {
        email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'superadmin',
        organizationId,
      },
    );
    return { userId, organizationId };
  });
}

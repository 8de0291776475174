import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, queryRows } from './client.ts';
import { displayName } from './display-name.ts';

describe('displayName (the SQL of a person’s display name)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await database.close();
  });

  /** Each person's display name, without and with the e-mail standing in for none. */
  async function namesOf(people: Array<[string | null, string | null, string]>) {
    const values = sql.join(
      people.map(([first, last, email]) => sql`(${first}::text, ${last}::text, ${email}::text)`),
      sql`, `,
    );
    return queryRows<{ name: string | null; name_or_email: string }>(
      database.db,
      sql`select ${displayName('p')} as name, ${displayName('p', sql`p.email`)} as name_or_email
            from (values ${values}) as p(first_name, last_name, email)`,
    );
  }

  it('joins first and last name with one space; one of them alone has no stray space', async () => {
    expect(
      await namesOf([
        ['Ada', 'Lovelace', 'ada@example.com'],
        ['Ada', '', 'ada@example.com'],
        ['', 'Lovelace', 'ada@example.com'],
        ['Ada', null, 'ada@example.com'],
        [' Ada ', ' ', 'ada@example.com'],
      ]),
    ).toEqual([
      { name: 'Ada Lovelace', name_or_email: 'Ada Lovelace' },
      { name: 'Ada', name_or_email: 'Ada' },
      { name: 'Lovelace', name_or_email: 'Lovelace' },
      { name: 'Ada', name_or_email: 'Ada' },
      { name: 'Ada', name_or_email: 'Ada' },
    ]);
  });

  it('is null for a nameless person, and the fallback (the e-mail) when one is given', async () => {
    expect(
      await namesOf([
        ['', '', 'nameless@example.com'],
        [null, null, 'nameless@example.com'],
        ['  ', '', 'nameless@example.com'],
      ]),
    ).toEqual([
      { name: null, name_or_email: 'nameless@example.com' },
      { name: null, name_or_email: 'nameless@example.com' },
      { name: null, name_or_email: 'nameless@example.com' },
    ]);
  });

  it('takes only a table alias, never other SQL', () => {
    expect(() => displayName('p; drop table profiles')).toThrow(/not a table alias/);
    expect(() => displayName('P.first_name')).toThrow(/not a table alias/);
  });
});

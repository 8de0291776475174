import { type SQL, sql } from 'drizzle-orm';

/** A table alias as the statements write one: it is put in the SQL as it is, so nothing else passes. */
const aliasPattern = /^[a-z_][a-z0-9_]*$/;

/**
 * A person's display name, as SQL over the alias of a row with `first_name` and `last_name`
 * (a profile, an invitation): the one rule every list, notice and stored row uses (issue
 * 39). First and last name joined by one space and trimmed, so a person who gave only one of
 * them shows no stray space; null when both are empty (an invited person who has not written
 * them yet), so the caller decides what stands in for a nameless person: `orElse`, usually
 * their e-mail (`displayName('p', sql\`u.email\`)`), or nothing (a row that keeps the e-mail
 * in a column of its own).
 */
export function displayName(alias: string, orElse?: SQL): SQL {
  if (!aliasPattern.test(alias)) throw new Error(`displayName: "${alias}" is not a table alias`);
  const name = sql.raw(`nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);
  return orElse ? sql`coalesce(${name}, ${orElse})` : name;
}

import { sql } from 'drizzle-orm';

/** `'a', 'b'` for a CHECK constraint over a fixed list of values (constants only, never user input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

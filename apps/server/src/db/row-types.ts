import type { Column, Table } from 'drizzle-orm';

/*
 * The row types of raw SQL (`queryRows`, `preparedStatement`), derived from the Drizzle
 * schema: a service writes `Pick<SqlRow<typeof profiles>, 'id' | 'first_name'>` instead of
 * typing the columns again, so renaming or retyping a column in the schema breaks the type
 * check of every raw statement's row that reads it (decision 037).
 */

/**
 * A column's SQL name. The schema declares no names (`firstName: text()`): the client's
 * `casing: 'snake_case'` makes `first_name` of the key. This mirrors drizzle's rule for the
 * keys the schema uses (a capital starts a word); `row-types.test.ts` checks it on every
 * column against drizzle's own conversion.
 */
export type SnakeCase<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Key;

/**
 * A column's value as both drivers return it through raw SQL. Drizzle's sessions keep
 * timestamps, dates and intervals as PostgreSQL's text on PGlite and on node-postgres alike
 * (`mode: 'date'` maps them only in the query builder); numeric is text on both (its
 * `mode: 'number'` too); a bigint is text on node-postgres and a number on PGlite. Every
 * other type (text, uuid, integer, boolean, arrays, json parsed) is the schema's own.
 */
export type SqlValue<TColumn extends Column> = TColumn['_']['columnType'] extends
  | 'PgNumeric'
  | 'PgNumericNumber'
  | 'PgNumericBigInt'
  ? string
  : TColumn['_']['columnType'] extends 'PgBigInt53' | 'PgBigSerial53'
    ? string | number
    : TColumn['_']['columnType'] extends 'PgBigInt64' | 'PgBigSerial64'
      ? string | number | bigint
      : TColumn['_']['dataType'] extends 'date'
        ? string
        : TColumn['_']['data'];

type Nullability<TColumn extends Column> = TColumn['_']['notNull'] extends true ? never : null;

/** A table's row as `select * from table` returns it through raw SQL: SQL names, raw values. */
export type SqlRow<TTable extends Table> = {
  [Key in keyof TTable['_']['columns'] as SnakeCase<TTable['_']['columns'][Key]['_']['name']>]:
    | SqlValue<TTable['_']['columns'][Key]>
    | Nullability<TTable['_']['columns'][Key]>;
};

/** Columns read through a left join: each may be null when no row matched. */
export type LeftJoined<Row> = { [Key in keyof Row]: Row[Key] | null };

import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import { loadContracts } from '../../test/contracts.ts';
import { defaultBodyLimit } from './endpoints.ts';

/**
 * Every route's body limit (decision 038) against the largest body its shared schema
 * accepts: small by default, larger only where the schema needs it, never smaller than a
 * valid body. A new field with a large maximum fails here rather than in a user's save.
 */
const { app } = await buildTestApp();

/**
 * Bytes per UTF-16 code unit a string's maximum (zod counts code units) can take in the
 * JSON text: 3 (a character of the Basic Multilingual Plane in UTF-8; an emoji is 4 bytes
 * for 2 units; a newline escaped is 2).
 */
const bytesPerUnit = 3;
/**
 * A value without a maximum (a token, a date, a time zone, a colour): short by nature, and
 * the body limit is what bounds it; counted as this many bytes.
 */
const unboundedAllowance = 1024;

/** Routes whose limit is not the schema's bound, and why. */
const limitReasons: Record<string, string> = {
  // The signed bytes of a Stripe event: no schema of ours (the route reads the raw body).
  'POST /api/billing/webhook': "Stripe's events are small; 256 KiB",
  // A CSV export of at most 9,000,000 characters, counted as about that many bytes (the
  // schema's "9 MB at most"): its text is mostly ASCII, so 3 bytes a character would overstate it.
  'POST /api/admin/bubble-import/csv': 'a CSV of 9,000,000 characters of mostly ASCII text; 10 MiB',
  // The records read from one such CSV, sent back to start the import: about its size.
  'POST /api/admin/bubble-import': 'the records of one such CSV; 10 MiB',
};

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  type?: string | string[];
  maxLength?: number;
  format?: string;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
};

/** The largest JSON text, in bytes, of a value the schema accepts (an upper bound). */
function largestBody(schema: JsonSchema | boolean | undefined, defs: Record<string, JsonSchema>): number {
  if (schema === undefined || typeof schema === 'boolean') return unboundedAllowance;
  if (schema.$ref) return largestBody(defs[schema.$ref.split('/').pop()!], defs);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return Math.max(...alternatives.map((alternative) => largestBody(alternative, defs)));
  if (schema.enum)
    return Math.max(...schema.enum.map((value) => JSON.stringify(value).length * bytesPerUnit));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * bytesPerUnit;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length === 0) return unboundedAllowance;
  return Math.max(
    ...types.map((type) => {
      switch (type) {
        case 'string':
          if (schema.maxLength !== undefined) return schema.maxLength * bytesPerUnit + 2;
          // A list of ids (the FAQ's order, 500 at most): an id's own length.
          return schema.format === 'uuid' ? 38 : unboundedAllowance;
        case 'number':
        case 'integer':
          return 24;
        case 'boolean':
        case 'null':
          return 5;
        case 'array':
          return schema.maxItems === undefined
            ? unboundedAllowance
            : 2 + schema.maxItems * (largestBody(schema.items, defs) + 1);
        case 'object': {
          let size = 2;
          for (const [name, property] of Object.entries(schema.properties ?? {})) {
            size += name.length * bytesPerUnit + 4 + largestBody(property, defs);
          }
          if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
            size += unboundedAllowance;
          }
          return size;
        }
        default:
          return unboundedAllowance;
      }
    }),
  );
}

describe('body limits', () => {
  it('hold the largest body each schema accepts, are the small default unless the schema needs more, and the default on every anonymous route', async () => {
    const contracts = new Map(
      (await loadContracts()).map((contract) => [`${contract.method} ${contract.path}`, contract]),
    );
    const rows: string[] = [];
    let checked = 0;
    for (const route of app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (route.access === 'public' || route.access === 'visitor') {
        // Hostile bodies from someone not signed in cost little (the item 1).
        if (!limitReasons[key]) expect(route.bodyLimit, key).toBe(defaultBodyLimit);
      }
      const contract = contracts.get(key);
      if (!contract?.body) {
        if (!limitReasons[key]) expect(route.bodyLimit, `${key} reads no body`).toBe(defaultBodyLimit);
        continue;
      }
      const schemas = (await contract.loadSchemas()) as Record<string, ZodType>;
      const jsonSchema = z.toJSONSchema(schemas[contract.body]!, {
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
      const largest = largestBody(jsonSchema, jsonSchema.$defs ?? {});
      checked += 1;
      if (route.bodyLimit !== defaultBodyLimit) {
        rows.push(`${key}: limit ${route.bodyLimit}, largest body ${largest}`);
      }
      if (limitReasons[key]) continue;
      expect(largest, `${key}: a valid body of ${largest} bytes is over the limit`).toBeLessThanOrEqual(
        route.bodyLimit,
      );
      if (route.bodyLimit > defaultBodyLimit) {
        expect(largest, `${key} raises its limit without needing to`).toBeGreaterThan(defaultBodyLimit);
      }
    }
    console.info(`body-limits: ${checked} bodies checked; raised limits:\n${rows.join('\n')}`);
    // A floor, so that a broken enumeration cannot pass quietly.
    expect(checked).toBeGreaterThan(50);
  });
});

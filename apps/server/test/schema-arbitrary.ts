import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/**
 * A fast-check arbitrary of values a shared zod schema describes, read from the schema's
 * JSON Schema (`z.toJSONSchema`, the input side): zod's documented view of its own schemas,
 * rather than its internals. Refinements are not in it, so a generated value may still fail
 * one; the hostile-input test only uses these values as a starting point to break.
 */
export function arbitraryFromZod(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryFromJsonSchema(json, json.$defs ?? {}, 0);
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  not?: JsonSchema;
}

/**
 * Fields whose rule is a refinement or a pipe (invisible in the JSON Schema): a valid value
 * by the field's name, so that most generated bodies start valid.
 */
const valueByFieldName: Array<[RegExp, fc.Arbitrary<string>]> = [
  [/email/i, fc.constantFrom('hostile@example.com', 'someone.else@example.org')],
  [/password/i, fc.constant('hostile-pass-123')],
  [/phone/i, fc.constantFrom('(555) 123-4567', '')],
  [/^date$/i, fc.constantFrom('2031-03-14', '2032-11-02')],
  [/^time$/i, fc.constantFrom('10:30', '18:05')],
  [/timeZone/i, fc.constantFrom('Europe/Berlin', 'America/New_York')],
  [/video.*url$/i, fc.constant('https://www.youtube.com/watch?v=dQw4w9WgXcQ')],
  [/url$/i, fc.constantFrom('https://example.com/image.png', 'https://example.org/file.pdf')],
  [/slug$/i, fc.constantFrom('hostile-slug', 'another-one-2')],
];

/** Deeper than any of our bodies; stops a recursive schema from recursing for ever. */
const maximumSchemaDepth = 8;

function arbitraryFromJsonSchema(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > maximumSchemaDepth) return fc.constant(null);
  const next = (inner: JsonSchema) => arbitraryFromJsonSchema(inner, defs, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = defs[name];
    return target ? next(target) : fc.anything();
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (schema.allOf) return next(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => next({ ...schema, type: one })));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? next(schema.items) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        // `z.never()` (a field that may not be sent): left out.
        if (property.not) continue;
        const byName = valueByFieldName.find(([pattern]) => pattern.test(key));
        const isText = property.type === 'string' && !property.enum && !property.format;
        record[key] = byName && isText ? byName[1] : next(property);
      }
      return fc.record(record, {
        requiredKeys: required.filter((key) => key in properties),
      });
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('hostile@example.com', 'someone.else@example.org');
    case 'uri':
    case 'url':
      return fc.constantFrom('https://example.com/', 'https://example.org/page?x=1');
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => fits(value, schema));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

const fits = (value: string, schema: JsonSchema) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

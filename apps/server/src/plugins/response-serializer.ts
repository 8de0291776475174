import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { isSharedAnswer } from '../lib/shared-answer.ts';

/**
 * How answers become JSON. Each route's response schema is a zod schema from the shared
 * contract; validating every answer with zod and then running JSON.stringify cost 9% of a
 * member read's CPU. So each schema is turned into JSON Schema once, at start-up, and
 * compiled into a serialiser (fast-json-stringify, what Fastify itself uses for JSON Schema
 * routes). Like zod's output, it writes only the fields the contract names: a column added
 * to a query never leaks into an answer.
 *
 * A compiled serialiser does not check types. So outside production (tests, development,
 * the end-to-end runs) every answer is also validated with zod, and the two outputs must be
 * the same text: every API test checks the answer against its contract and the compiled
 * serialiser against zod.
 *
 * A shared answer (lib/shared-answer.ts: frozen, returned as it is to many requests) is
 * written once per route and its text kept beside it while the object lives.
 */
/**
 * The compiled serialiser of each response schema, kept for the life of the process: the
 * schemas are the shared contract's constants, and a compiled serialiser depends on nothing
 * else. A server compiles each once anyway; the API tests build an app per test file in one
 * process, and compiling every route's schema again was most of building one.
 */
const compiledSerializers = new WeakMap<ZodType, (data: unknown) => string>();

function compiledSerializer(schema: ZodType): (data: unknown) => string {
  let compiled = compiledSerializers.get(schema);
  if (!compiled) {
    compiled = fastJsonStringify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as never,
    ) as (data: unknown) => string;
    compiledSerializers.set(schema, compiled);
  }
  return compiled;
}

export function registerResponseSerializer(app: FastifyInstance, options: { verifyWithZod: boolean }): void {
  const zodSerializerCompiler = createSerializerCompiler({});
  app.setSerializerCompiler((route) => {
    const schema = route.schema as ZodType;
    const compiled = compiledSerializer(schema);
    const withZod = options.verifyWithZod ? zodSerializerCompiler(route as never) : null;
    const serialize = (data: unknown): string => {
      const actual = compiled(data);
      if (withZod) {
        const expected = withZod(data);
        if (actual !== expected) {
          throw new Error(
            `The compiled serialiser of ${route.method} ${route.url} (${route.httpStatus}) wrote ${actual}, zod wrote ${expected}`,
          );
        }
      }
      return actual;
    };
    const sharedTexts = new WeakMap<object, string>();
    return (data) => {
      if (!isSharedAnswer(data)) return serialize(data);
      let text = sharedTexts.get(data);
      if (text === undefined) {
        text = serialize(data);
        sharedTexts.set(data, text);
      }
      return text;
    };
  });
}

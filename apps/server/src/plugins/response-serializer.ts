import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

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
 */
export function registerResponseSerializer(app: FastifyInstance, options: { verifyWithZod: boolean }): void {
  const zodSerializerCompiler = createSerializerCompiler({});
  app.setSerializerCompiler((route) => {
    const schema = route.schema as ZodType;
    const compiled = fastJsonStringify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as never,
    );
    if (!options.verifyWithZod) return (data) => compiled(data);
    const withZod = zodSerializerCompiler(route as never);
    return (data) => {
      const expected = withZod(data);
      const actual = compiled(data);
      if (actual !== expected) {
        throw new Error(
          `The compiled serialiser of ${route.method} ${route.url} (${route.httpStatus}) wrote ${actual}, zod wrote ${expected}`,
        );
      }
      return actual;
    };
  });
}

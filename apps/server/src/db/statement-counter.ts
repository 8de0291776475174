import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL statements run inside `countStatements(fn)` (or inside a request, see
 * app.ts). Budgets say "a constant number of statements per request"; tests hold us to it.
 */
const store = new AsyncLocalStorage<{ count: number }>();

export function recordStatement(): void {
  const counter = store.getStore();
  if (counter) counter.count += 1;
}

export async function countStatements<T>(
  run: () => PromiseLike<T>,
): Promise<{ result: T; statements: number }> {
  const counter = { count: 0 };
  // Awaited inside the context: Drizzle queries and `app.inject` are lazy thenables that
  // only start when awaited, so awaiting outside `run` would count nothing.
  const result = await store.run(counter, async () => await run());
  return { result, statements: counter.count };
}

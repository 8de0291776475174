export interface TimedEntry {
  id: string;
  createdAt: string;
}

/**
 * A conversation with newly arrived entries added: each id once (a live event and the
 * refetch after a post can bring the same message), oldest first, as the chat shows them.
 */
export function mergeById<Entry extends TimedEntry>(
  existing: readonly Entry[],
  incoming: readonly Entry[],
): Entry[] {
  const byId = new Map<string, Entry>();
  for (const entry of existing) byId.set(entry.id, entry);
  for (const entry of incoming) byId.set(entry.id, entry);
  return [...byId.values()].sort(
    (first, second) =>
      Date.parse(first.createdAt) - Date.parse(second.createdAt) || first.id.localeCompare(second.id),
  );
}

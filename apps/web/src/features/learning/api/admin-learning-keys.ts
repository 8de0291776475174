/**
 * The admin screens' query keys. They sit under 'learning' so one invalidation after an
 * admin write refreshes them and the member views of the same content in this browser
 * (the server's caches are invalidated by the database triggers).
 */
export const adminLearningKeys = {
  all: ['learning'] as const,
  pillars: ['learning', 'admin', 'pillars'] as const,
  keyElements: (pillarId: string) => ['learning', 'admin', 'key-elements', pillarId] as const,
  lessons: (elementId: string) => ['learning', 'admin', 'lessons', elementId] as const,
};

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/**
 * A pillar of a test's own for certificates (issue 43): `shape` gives each key element's
 * number of lessons ([2, 1]: two elements, three lessons). Lessons in order, element by element.
 */
export async function createCertificatePillar(
  db: Database,
  shape: number[],
  title = `Certificate Pillar ${randomUUID().slice(0, 6)}`,
): Promise<{ id: string; title: string; elements: { id: string; lessonIds: string[] }[] }> {
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`insert into pillars (title, description, slug, color, display_order)
        select ${title}, 'Made by a certificates test.', ${`cert-${randomUUID().slice(0, 8)}`}, '#0e7490',
               coalesce(max(display_order), 0) + 1
          from pillars
        returning id`,
  );
  const elements: { id: string; lessonIds: string[] }[] = [];
  for (const [index, lessonCount] of shape.entries()) {
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug, created_at)
          values (${pillar!.id}, ${`Element ${index + 1}`}, 'An element.', ${`element-${index + 1}`},
                  now() + ${`${index} seconds`}::interval)
          returning id`,
    );
    const lessonIds: string[] = [];
    for (let position = 1; position <= lessonCount; position += 1) {
      const [lesson] = await queryRows<{ id: string }>(
        db,
        sql`insert into lessons (key_element_id, title, content, order_position)
            values (${element!.id}, ${`Lesson ${index + 1}.${position}`}, '<p>Read me.</p>', ${position})
            returning id`,
      );
      lessonIds.push(lesson!.id);
    }
    elements.push({ id: element!.id, lessonIds });
  }
  return { id: pillar!.id, title, elements };
}

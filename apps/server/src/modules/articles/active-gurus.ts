import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * The active gurus with their specialties, by name: the same for every member, so from
 * memory between writes to gurus, their specialties or links (content scope 'gurus'). The
 * gurus directory and profiles (modules/gurus/service.ts) and the resources list's guru
 * filter (resources.ts) read this one list. It lives on the articles side because the gurus
 * module builds on articles (a profile's article cards, a guru's article writes): imports go
 * gurus -> articles, never back (test/import-cycles.test.ts).
 */

export interface GuruRow {
  id: string;
  name: string;
  slug: string;
  business_name: string | null;
  description: string | null;
  image_url: string | null;
  cover_url: string | null;
  location: string | null;
  website_url: string | null;
  bio: string | null;
  experience_years: number | null;
  clients_count: number | null;
  rating: string | number | null;
  reviews_count: number;
  specialties: string[];
}

/** Every active guru with its specialties, by name. */
export function listActiveGurus(ctx: ViewerContext): Promise<GuruRow[]> {
  return ctx.content.get('gurus', 'active', () =>
    queryRows<GuruRow>(
      ctx.db,
      sql`select g.id, g.name, g.slug, g.business_name, g.description, g.image_url, g.cover_url,
                 g.location, g.website_url, g.bio, g.experience_years, g.clients_count, g.rating,
                 g.reviews_count,
                 array(select s.specialty from guru_specialties s where s.guru_id = g.id order by s.specialty) as specialties
            from gurus g
           where g.is_active
           order by g.name, g.slug`,
    ),
  );
}

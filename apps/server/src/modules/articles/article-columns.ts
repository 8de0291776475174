import type { SqlRow } from '../../db/row-types.ts';
import type { articles } from '../../db/schema/index.ts';

/**
 * The columns every row that shows an article reads (a member's card, a guru's card, the
 * editors' forms): what it is and how it looks in a list. Rows add the rest of what they read.
 */
export type ArticleCardColumns = Pick<
  SqlRow<typeof articles>,
  'id' | 'title' | 'subtitle' | 'slug' | 'featured_image_url' | 'content_type'
>;

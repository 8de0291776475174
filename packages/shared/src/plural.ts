/**
 * Every count the product writes ('1 lesson', '0 of 1 lesson completed', '3 seats left') goes
 * through here, so no text reads '1 lessons' or 'call(s)' (issue 21). English only: the one
 * and the many form, the many form by default the one plus 's'.
 */

/** The noun for `count`: pluralNoun(1, 'lesson') -> 'lesson', pluralNoun(0, 'lesson') -> 'lessons'. */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** The count and its noun: plural(1, 'reply', 'replies') -> '1 reply', plural(2, 'reply', 'replies') -> '2 replies'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralNoun(count, one, many)}`;
}

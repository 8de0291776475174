export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The FAQ items whose question or answer holds every word of the search, ignoring case and
 * extra spaces; an empty search keeps every item. The order is kept (the FAQ's own order).
 */
export function filterFaqItems<Item extends FaqEntry>(items: readonly Item[], search: string): Item[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.question}\n${item.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

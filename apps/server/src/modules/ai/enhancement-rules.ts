import { articleMagicSuggestedTopics } from '@pillars/shared/ai/article-magic-messages';
import {
  type AiEnhancementResult,
  type ArticleMagicTopic,
  aiEnhancementResult,
} from '@pillars/shared/ai/article-magic-schemas';
import type { ChatMessage } from '../../integrations/ai/index.ts';

/*
 * Article Magic's rules (spec 02 sections 5 and 7), pure functions: the prompt, reading the
 * AI's answer, matching its topics and normalising its image URL.
 */

/**
 * The 8 fixed stock images (spec 02 section 9): what a page-style images-host URL without a
 * photo id becomes. Unsplash's direct image URLs (the images host), office and agency scenes.
 */
export const stockImages = [
  'https://images.unsplash.com/photo-1497366216548-37526070297c?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1522071820081-009f0129c71c?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1552664730-d307ca884978?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1460925895917-afdab827c52f?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1556761175-b413da4baf72?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1519389950473-47ba0277781c?auto=format&fit=crop&w=1600&q=80',
  'https://images.unsplash.com/photo-1507679799987-c73779587ccf?auto=format&fit=crop&w=1600&q=80',
] as const;

/** The images host serves image files; the site's host serves pages about them. */
const imageHosts = new Set(['images.unsplash.com', 'plus.unsplash.com']);
const pageHosts = new Set(['unsplash.com', 'www.unsplash.com']);
/** A photo page: /photos/<id> or /photos/<words>-<id>, the id 11 characters of [A-Za-z0-9_-]. */
const photoPage = /^\/photos\/(?:[^/]*-)?([A-Za-z0-9_-]{11})\/?$/;

/**
 * An image URL from the AI, normalised (spec 02 section 5): a direct images-host URL is kept; a
 * page-style URL with a photo id becomes the direct image form (the photo's download address,
 * which answers with the image file); any other page-style URL becomes a random one of the 8
 * stock images; other http(s) URLs and same-site paths (/uploads/...) are kept. Anything else
 * (empty, javascript:, data:, not a URL) is no image: null.
 */
export function normalizeImageUrl(
  url: string | null | undefined,
  random: () => number = Math.random,
): string | null {
  const text = url?.trim() ?? '';
  if (text === '') return null;
  if (/^\/(?![/\\])\S*$/.test(text)) return text;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  if (imageHosts.has(host)) return text;
  if (pageHosts.has(host)) {
    const photoId = photoPage.exec(parsed.pathname)?.[1];
    if (photoId) return `https://unsplash.com/photos/${photoId}/download`;
    return stockImages[Math.min(stockImages.length - 1, Math.floor(random() * stockImages.length))]!;
  }
  return text;
}

/**
 * The AI's suggested topic names matched to existing topics, case-insensitively by name (spec 02
 * section 5); unmatched ones are dropped, repeats too, and at most 4 are kept (section 9).
 */
export function matchTopics(
  suggested: readonly string[],
  topics: readonly ArticleMagicTopic[],
): ArticleMagicTopic[] {
  const byName = new Map(topics.map((topic) => [topic.name.trim().toLowerCase(), topic]));
  const matched: ArticleMagicTopic[] = [];
  for (const name of suggested) {
    const topic = byName.get(name.trim().toLowerCase());
    if (topic && !matched.some((chosen) => chosen.id === topic.id)) matched.push(topic);
  }
  return matched.slice(0, articleMagicSuggestedTopics.max);
}

/**
 * The AI's answer as the shared schema reads it, or null when it is malformed (not JSON, or not
 * the fields asked for). A fenced block (```json ... ```), which some local models add even in
 * JSON mode, is read as its content.
 */
export function parseEnhancement(text: string): AiEnhancementResult | null {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  let value: unknown;
  try {
    value = JSON.parse(fenced ? fenced[1]! : text);
  } catch {
    return null;
  }
  const parsed = aiEnhancementResult.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface EnhancementSource {
  title: string;
  subtitle: string | null;
  body: string;
}

/** The prompt of spec 02 section 7: a system message and the article with the topic names. */
export function enhancementPrompt(article: EnhancementSource, topicNames: readonly string[]): ChatMessage[] {
  const { min, max } = articleMagicSuggestedTopics;
  return [
    {
      role: 'system',
      content:
        'You are an expert editor for a learning portal for digital agency owners. You improve articles so they are clear, engaging and well structured, and you answer with one JSON object only.',
    },
    {
      role: 'user',
      content: [
        'Enhance this article.',
        '',
        `Title: ${article.title}`,
        `Subtitle: ${article.subtitle?.trim() || 'None'}`,
        'Body (HTML):',
        article.body,
        '',
        `Available topics: ${topicNames.length ? topicNames.join(', ') : 'None'}`,
        '',
        'Answer with a JSON object with exactly these keys:',
        '- "title": an improved, compelling title;',
        '- "subtitle": a one-sentence subtitle;',
        '- "featuredImage": the URL of a relevant photo on images.unsplash.com;',
        '- "proTip": a practical pro tip of 1-2 sentences;',
        '- "body": the improved body in HTML, with <h2> and <h3> headings, <p> paragraphs and <ul>/<ol> lists, preserving all of the original information;',
        `- "suggestedTopics": ${min}-${max} names chosen from the available topics, spelled as listed.`,
      ].join('\n'),
    },
  ];
}

import {
  allowedHtmlAttributes,
  allowedHtmlTags,
  isAllowedEmbedUrl,
  isAllowedImageUrl,
  isAllowedLinkUrl,
} from '@pillars/shared/html-allow-list';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/cn';

/*
 * Lesson and article bodies arrive as HTML the server has already sanitised. Instead of
 * handing that string to innerHTML, the browser's parser (which runs no scripts) reads it
 * and only the tags and attributes of the shared allow-list become React elements: the
 * second check "when shown" of docs/architecture.md, and no raw HTML injection anywhere in the app.
 */

const allowedTags = new Set<string>(allowedHtmlTags);

/** Tags whose text must never show (everything else outside the allowlist is unwrapped). */
const droppedTags = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'object',
  'svg',
  'math',
  'title',
  'head',
]);

/** React's names for the allowed attributes that differ from HTML's. */
const reactPropNames: Record<string, string> = {
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  allowfullscreen: 'allowFullScreen',
};

/** Where whitespace between tags is not text (React warns about it inside tables). */
const tableStructureTags = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function elementProps(element: Element, tag: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of allowedHtmlAttributes[tag] ?? []) {
    const value = element.getAttribute(attribute);
    if (value !== null) props[reactPropNames[attribute] ?? attribute] = value;
  }
  if (tag === 'a') {
    if (props.href && !isAllowedLinkUrl(props.href)) delete props.href;
    if (props.target === '_blank') props.rel = 'noopener noreferrer';
    else delete props.target;
  }
  if (tag === 'img') {
    if (props.src && !isAllowedImageUrl(props.src)) delete props.src;
    props.alt ??= '';
    props.loading = 'lazy';
  }
  return props;
}

/**
 * Turns a run of text into nodes (the Community's @mentions become links): only text outside
 * a link is given to it, and what it returns is React's (text stays text).
 */
export type RenderText = (text: string) => ReactNode;

function toReactNodes(parent: Node, renderText?: RenderText): ReactNode[] {
  const isTableStructure = parent instanceof Element && tableStructureTags.has(parent.tagName.toLowerCase());
  const nodes: ReactNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      if (!(isTableStructure && text.trim() === '')) nodes.push(renderText ? renderText(text) : text);
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (droppedTags.has(tag)) continue;
    // A link's own text is never made into another link.
    const children = toReactNodes(child, tag === 'a' ? undefined : renderText);
    if (!allowedTags.has(tag)) {
      nodes.push(createElement(Fragment, null, ...children));
      continue;
    }
    if (tag === 'img' && !child.getAttribute('src')) continue;
    if (tag === 'iframe') {
      // A video player (YouTube, Vimeo) and nothing else: any other frame is dropped whole.
      const src = child.getAttribute('src') ?? '';
      if (!isAllowedEmbedUrl(src)) continue;
      nodes.push(
        createElement('iframe', {
          src,
          title: child.getAttribute('title') || 'Video',
          allowFullScreen: true,
          allow: 'encrypted-media; fullscreen; picture-in-picture',
          referrerPolicy: 'strict-origin-when-cross-origin',
          loading: 'lazy',
          className: 'aspect-video w-full rounded-lg border-0',
        }),
      );
      continue;
    }
    nodes.push(createElement(tag, elementProps(child, tag), ...children));
  }
  return nodes;
}

function htmlToReact(html: string, renderText?: RenderText): ReactNode {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return createElement(Fragment, null, ...toReactNodes(document.body, renderText));
}

/** Readable long-form text: spacing, headings, lists, links, quotes, code, tables, images. */
const proseClasses = [
  'text-[0.9375rem] leading-7 text-slate-700 break-words sm:text-base',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-7 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li]:pl-1 [&_li]:marker:text-muted',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold [&_b]:text-slate-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:px-1',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
].join(' ');

export function RichText({
  html,
  className,
  renderText,
}: {
  html: string;
  className?: string;
  /** Keep it stable (`useMemo`): the HTML is read again when it changes. */
  renderText?: RenderText;
}) {
  const content = useMemo(() => htmlToReact(html, renderText), [html, renderText]);
  return <div className={cn(proseClasses, className)}>{content}</div>;
}

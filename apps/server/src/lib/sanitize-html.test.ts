import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, and keeps the allowed markup', () => {
    const cleaned = sanitizeHtml(
      '<h3>Title</h3><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src="javascript:alert(2)"><ul><li>One</li></ul>',
    );
    expect(cleaned).not.toMatch(/script|onclick|javascript:/i);
    expect(cleaned).toContain('<h3>Title</h3>');
    expect(cleaned).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(cleaned).toContain('<ul><li>One</li></ul>');
  });

  it('answers the same cleaned HTML every time, and cleans an edited body anew', () => {
    const body = '<p>Hello <strong>there</strong><iframe src="https://evil.example"></iframe></p>';
    expect(sanitizeHtml(body)).toBe('<p>Hello <strong>there</strong></p>');
    expect(sanitizeHtml(body)).toBe('<p>Hello <strong>there</strong></p>');
    expect(sanitizeHtml(`${body}<p onmouseover="x()">More</p>`)).toBe(
      '<p>Hello <strong>there</strong></p><p>More</p>',
    );
  });

  it('keeps and drops URLs by the shared rules the web renderer uses', () => {
    const cleaned = sanitizeHtml(
      '<p><a href="/resources/x">same site</a><a href="//evil.example">other site</a><a href="page.html">bare</a></p>' +
        '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,x">',
    );
    expect(cleaned).toContain('<a href="/resources/x">same site</a>');
    expect(cleaned).toContain('<a>other site</a>');
    expect(cleaned).toContain('<a>bare</a>');
    expect(cleaned).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(cleaned).not.toMatch(/svg\+xml|text\/html/);
  });

  it('keeps YouTube and Vimeo player frames, and drops every other frame with its content', () => {
    const cleaned = sanitizeHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen="true" onload="x()" srcdoc="<script>"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871?h=abc"></iframe>' +
        '<iframe src="https://evil.example/embed/dQw4w9WgXcQ">fallback</iframe>' +
        '<iframe src="javascript:alert(1)"></iframe>' +
        '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe></iframe>',
    );
    expect(cleaned).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen="true"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871?h=abc"></iframe>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminLearningMessages,
  emptyPillarBody,
  hasHtmlContent,
  lessonBody,
  pillarBody,
} from './admin-schemas.ts';

describe('the admin learning schemas', () => {
  it('asks for the required pillar fields with the spec message', () => {
    const result = pillarBody.safeParse(emptyPillarBody);
    expect(result.success).toBe(false);
    const messages = new Map(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.get('title')).toBe(adminLearningMessages.requiredFields);
    expect(messages.get('description')).toBe(adminLearningMessages.requiredFields);
    expect(messages.get('slug')).toBe(adminLearningMessages.requiredFields);
  });

  it('accepts a full pillar, an uploaded path and a pasted URL, and refuses other schemes', () => {
    const pillar = { ...emptyPillarBody, title: 'Sales', description: 'Selling', slug: 'sales' };
    expect(pillarBody.safeParse({ ...pillar, overlayImageUrl: '/uploads/a.png' }).success).toBe(true);
    expect(pillarBody.safeParse({ ...pillar, overlayImageUrl: 'https://cdn.example/a.png' }).success).toBe(
      true,
    );
    expect(pillarBody.safeParse({ ...pillar, overlayImageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(pillarBody.safeParse({ ...pillar, overlayImageUrl: '//evil.example/a.png' }).success).toBe(false);
    expect(pillarBody.safeParse({ ...pillar, slug: 'Sales Team' }).success).toBe(false);
    expect(pillarBody.safeParse({ ...pillar, videoDuration: '12:34' }).success).toBe(true);
    expect(pillarBody.safeParse({ ...pillar, videoDuration: '12 minutes' }).success).toBe(false);
  });

  it('counts text, images and embeds as content, and empty markup as none', () => {
    expect(hasHtmlContent('<p>Hello</p>')).toBe(true);
    expect(hasHtmlContent('<p><img src="/uploads/a.png"></p>')).toBe(true);
    expect(hasHtmlContent('<p>&nbsp;</p><p> </p>')).toBe(false);
    expect(hasHtmlContent('')).toBe(false);
    expect(lessonBody.safeParse({ title: 'A', content: '<p></p>', imageUrl: '' }).success).toBe(false);
  });
});

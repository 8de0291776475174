import { describe, expect, it } from 'vitest';
import { toDocumentDisplay, toggledLike } from './article-content';

describe('toDocumentDisplay', () => {
  it('shows PDFs inline, on this site or another', () => {
    expect(toDocumentDisplay('/demo/files/agency-playbook.pdf')).toEqual({
      kind: 'pdf',
      src: '/demo/files/agency-playbook.pdf',
      fileName: 'agency-playbook.pdf',
    });
    expect(toDocumentDisplay('https://cdn.example.com/files/Pricing%20Guide.PDF?v=2')).toEqual({
      kind: 'pdf',
      src: 'https://cdn.example.com/files/Pricing%20Guide.PDF?v=2',
      fileName: 'Pricing Guide.PDF',
    });
  });

  it('offers other files as a download', () => {
    expect(toDocumentDisplay('https://cdn.example.com/deck.pptx')?.kind).toBe('download');
  });

  it('refuses what is not a web address', () => {
    expect(toDocumentDisplay('javascript:alert(1)')).toBeNull();
    expect(toDocumentDisplay('data:application/pdf;base64,AAAA')).toBeNull();
    expect(toDocumentDisplay('//evil.example/file.pdf')).toBeNull();
    expect(toDocumentDisplay('  ')).toBeNull();
    expect(toDocumentDisplay(null)).toBeNull();
  });
});

describe('toggledLike', () => {
  it('adds and removes the member like', () => {
    expect(toggledLike({ isLiked: false, likeCount: 4 })).toEqual({ isLiked: true, likeCount: 5 });
    expect(toggledLike({ isLiked: true, likeCount: 5 })).toEqual({ isLiked: false, likeCount: 4 });
  });

  it('never counts below 0', () => {
    expect(toggledLike({ isLiked: true, likeCount: 0 })).toEqual({ isLiked: false, likeCount: 0 });
  });
});

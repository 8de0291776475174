import { describe, expect, it } from 'vitest';
import { brightness, darkenColor, normalizeHexColor, pillarGradient, textColorOn } from './colour.ts';

describe('pillar colours', () => {
  it('uses black text on light colours and white on dark ones, at the 186 threshold', () => {
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    expect(textColorOn('#FFF3B0')).toBe('#000000');
    expect(textColorOn('#0F3460')).toBe('#FFFFFF');
    expect(textColorOn('#E94560')).toBe('#FFFFFF');
    // 186 exactly is not above the threshold: white.
    expect(brightness('#BABABA')).toBeCloseTo(186, 5);
    expect(textColorOn('#BABABA')).toBe('#FFFFFF');
    expect(textColorOn('#BBBBBB')).toBe('#000000');
  });

  it('darkens each channel to 70%', () => {
    expect(darkenColor('#FFFFFF')).toBe('#B3B3B3');
    expect(darkenColor('#0F3460')).toBe('#0B2443');
    expect(darkenColor('#000000')).toBe('#000000');
  });

  it('accepts colours with or without # and short forms, and falls back to the default', () => {
    expect(normalizeHexColor('0f3460')).toBe('#0F3460');
    expect(normalizeHexColor('#abc')).toBe('#AABBCC');
    expect(normalizeHexColor('not a colour')).toBe('#0F3460');
    expect(normalizeHexColor(null)).toBe('#0F3460');
  });

  it('builds the card gradient from the colour to its darker tone', () => {
    expect(pillarGradient('#FFFFFF')).toBe('linear-gradient(135deg, #FFFFFF 0%, #B3B3B3 100%)');
  });
});

import { describe, expect, it } from 'vitest';
// The demo seed's pillars are pure data; their colours are the ones members see first.
import { demoPillars } from '../../../../apps/server/src/db/seed/demo-content.ts';
import { defaultPillarColor } from '../domain-values.ts';
import {
  contrastRatio,
  controlContrastMinimum,
  darkenColor,
  normalizeHexColor,
  pillarGradient,
  pillarSurface,
  progressFill,
  readableOnWhite,
  textColorOn,
  textContrastMinimum,
} from './colour.ts';

/** Every 15° of hue at four saturations and four lightnesses (HSL), plus the greys. */
function colourWheelSample(): string[] {
  const sample: string[] = [];
  for (let hue = 0; hue < 360; hue += 15) {
    for (const saturation of [0.35, 0.6, 0.8, 1]) {
      for (const lightness of [0.25, 0.45, 0.6, 0.8]) {
        const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
        const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
        const m = lightness - chroma / 2;
        const [r, g, b] = [
          [chroma, x, 0],
          [x, chroma, 0],
          [0, chroma, x],
          [0, x, chroma],
          [x, 0, chroma],
          [chroma, 0, x],
        ][Math.floor(hue / 60)]!;
        sample.push(
          `#${[r!, g!, b!]
            .map((channel) =>
              Math.round((channel + m) * 255)
                .toString(16)
                .padStart(2, '0'),
            )
            .join('')}`,
        );
      }
    }
  }
  for (let grey = 0; grey <= 255; grey += 17) sample.push(`#${grey.toString(16).padStart(2, '0').repeat(3)}`);
  return sample;
}

const seededColours = [...demoPillars.map((pillar) => pillar.color), defaultPillarColor];
const allColours = [...seededColours, ...colourWheelSample()];

function startOf(gradient: string): string {
  return gradient.match(/#[0-9A-F]{6}/)![0];
}

describe('text on pillar colours (decision 011)', () => {
  it('has the seeded pillars and a sample of the colour wheel to check', () => {
    expect(seededColours.length).toBeGreaterThanOrEqual(7);
    expect(allColours.length).toBeGreaterThan(300);
  });

  it('reaches 4.5:1 wherever black or white can, on every seeded colour and the sample', () => {
    for (const color of allColours) {
      const best = Math.max(contrastRatio(color, '#000000'), contrastRatio(color, '#FFFFFF'));
      // Mathematically one of the two always reaches 4.58:1; the test states it instead of assuming it.
      expect(best, color).toBeGreaterThanOrEqual(textContrastMinimum);
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(textContrastMinimum);
    }
  });

  it('picks by contrast, where the brightness-186 rule picked white at 3.2 to 3.6:1', () => {
    expect(textColorOn('#2DA44E')).toBe('#000000');
    expect(textColorOn('#E8590C')).toBe('#000000');
    expect(textColorOn('#0F3460')).toBe('#FFFFFF');
    expect(textColorOn('#F6E27A')).toBe('#000000');
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    expect(textColorOn('#000000')).toBe('#FFFFFF');
  });

  it('keeps 4.5:1 over the whole gradient, from its lightest to its darkest point', () => {
    for (const color of allColours) {
      const surface = pillarSurface(color);
      expect(contrastRatio(surface.text, surface.base), color).toBeGreaterThanOrEqual(textContrastMinimum);
      expect(contrastRatio(surface.text, surface.dark), color).toBeGreaterThanOrEqual(textContrastMinimum);
      // The overlay image may only move the surface away from the text colour.
      expect(surface.imageBlendMode, color).toBe(surface.text === '#FFFFFF' ? 'multiply' : 'screen');
    }
  });
});

describe('darker tones in OKLCH', () => {
  it('keeps a light yellow yellow instead of khaki (#AC9E55 with 70% per channel)', () => {
    const dark = darkenColor('#F6E27A');
    expect(dark).toBe('#AD992A');
    expect(contrastRatio(dark, '#F6E27A')).toBeGreaterThan(2);
  });

  it('leaves black black and darkens white to a grey', () => {
    expect(darkenColor('#000000')).toBe('#000000');
    expect(darkenColor('#FFFFFF')).toBe('#AEAEAE');
  });

  it('darkens less where black text would fall under 4.5:1', () => {
    const green = pillarSurface('#2DA44E');
    expect(green.dark).not.toBe(green.base);
    expect(contrastRatio('#000000', green.dark)).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(pillarGradient('#2DA44E')).toBe(`linear-gradient(135deg, #2DA44E 0%, ${green.dark} 100%)`);
  });
});

describe('progress fill', () => {
  it('shows at least 3:1 against the white track on every colour, the pillar colour where it can', () => {
    for (const color of allColours) {
      const fill = progressFill(color);
      const start = startOf(fill);
      expect(contrastRatio(start, '#FFFFFF'), color).toBeGreaterThanOrEqual(controlContrastMinimum);
      if (contrastRatio(color, '#FFFFFF') >= controlContrastMinimum)
        expect(start, color).toBe(normalizeHexColor(color));
    }
  });
});

describe('colour input', () => {
  it('accepts colours with or without # and short forms, and falls back to the default', () => {
    expect(normalizeHexColor('0f3460')).toBe('#0F3460');
    expect(normalizeHexColor('#abc')).toBe('#AABBCC');
    expect(normalizeHexColor('not a colour')).toBe('#0F3460');
    expect(normalizeHexColor(null)).toBe('#0F3460');
  });
});

describe('readableOnWhite (a certificate title in its pillar colour, issue 54)', () => {
  it.each(['#F6E27A', '#BDE0FE', '#FFFFFF', '#2DA44E', '#E8590C'])(
    'gives %s a tone that reads on white at 4.5:1, as light as it may be',
    (color) => {
      const tone = readableOnWhite(color);
      expect(contrastRatio(tone, '#FFFFFF')).toBeGreaterThanOrEqual(textContrastMinimum);
      // Not darker than it needs: a slightly lighter tone would not read.
      expect(contrastRatio(tone, '#FFFFFF')).toBeLessThan(textContrastMinimum + 0.2);
    },
  );

  it('keeps a colour that already reads', () => {
    expect(readableOnWhite('#0F3460')).toBe('#0F3460');
    expect(readableOnWhite('#6F42C1')).toBe('#6F42C1');
  });
});

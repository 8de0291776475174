import { defaultPillarColor } from '../domain-values.ts';

/** Spec 01 section 9 and spec 02 section 9: text on coloured cards, and the gradient's darker tone. */
export const brightnessThreshold = 186;
export const gradientDarkenFactor = 0.7;

interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** `#0F3460`, `0F3460` or `#abc`; anything else falls back to the default pillar colour. */
export function parseHexColor(color: string | null | undefined): Rgb {
  const hex = (color ?? '').trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return parseHexColor(defaultPillarColor);
  return {
    red: Number.parseInt(full.slice(0, 2), 16),
    green: Number.parseInt(full.slice(2, 4), 16),
    blue: Number.parseInt(full.slice(4, 6), 16),
  };
}

export function toHexColor({ red, green, blue }: Rgb): string {
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function normalizeHexColor(color: string | null | undefined): string {
  return toHexColor(parseHexColor(color));
}

/** Perceived brightness (ITU-R BT.601 weights), 0 to 255. */
export function brightness(color: string | null | undefined): number {
  const { red, green, blue } = parseHexColor(color);
  return red * 0.299 + green * 0.587 + blue * 0.114;
}

/** Black text on light colours, white on dark ones: brightness above 186 is light. */
export function textColorOn(color: string | null | undefined): '#000000' | '#FFFFFF' {
  return brightness(color) > brightnessThreshold ? '#000000' : '#FFFFFF';
}

/** Each channel at 70% for the gradient's darker end. */
export function darkenColor(color: string | null | undefined, factor = gradientDarkenFactor): string {
  const { red, green, blue } = parseHexColor(color);
  return toHexColor({
    red: Math.round(red * factor),
    green: Math.round(green * factor),
    blue: Math.round(blue * factor),
  });
}

export function pillarGradient(color: string | null | undefined): string {
  const base = normalizeHexColor(color);
  return `linear-gradient(135deg, ${base} 0%, ${darkenColor(base)} 100%)`;
}

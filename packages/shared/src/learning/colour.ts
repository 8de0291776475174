import { defaultPillarColor } from '../domain-values.ts';

/**
 * Colours of the pillar surfaces (spec 01 section 9, spec 02 section 9), with the departures
 * of decision 011: the text colour is the one of black and white that contrasts more (WCAG
 * 2.x ratio, not the spec's brightness 186), and the gradient's darker tone is darkened in
 * OKLCH, so the hue stays (a 70% per channel turned light yellows khaki).
 */

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for the parts of a control (the progress bar's fill). */
export const textContrastMinimum = 4.5;
export const controlContrastMinimum = 3;

/**
 * The share of OKLab lightness the gradient's darker tone keeps: about what the spec's 70% per
 * sRGB channel does to lightness (0.7 per channel keeps ~0.43 of the luminance, whose cube
 * root is ~0.75), without its shift of hue.
 */
export const gradientDarkLightness = 0.75;

interface Rgb {
  red: number;
  green: number;
  blue: number;
}

interface Oklch {
  lightness: number;
  chroma: number;
  hue: number;
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

function toLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return encoded * 255;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string | null | undefined): number {
  const { red, green, blue } = parseHexColor(color);
  return 0.2126 * toLinear(red) + 0.7152 * toLinear(green) + 0.0722 * toLinear(blue);
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string | null | undefined, second: string | null | undefined): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever contrasts more with the colour: one of them always reaches 4.5:1. */
export function textColorOn(color: string | null | undefined): '#000000' | '#FFFFFF' {
  return contrastRatio(color, '#000000') > contrastRatio(color, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

// OKLab (Björn Ottosson, 2020): sRGB -> linear -> LMS -> OKLab, and back.
function toOklch(color: string): Oklch {
  const { red, green, blue } = parseHexColor(color);
  const [r, g, b] = [toLinear(red), toLinear(green), toLinear(blue)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { lightness, chroma: Math.hypot(a, bAxis), hue: Math.atan2(bAxis, a) };
}

/** Linear sRGB channels of an OKLCH colour; outside 0..1 when it is out of gamut. */
function oklchToLinear({ lightness, chroma, hue }: Oklch): [number, number, number] {
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const isInGamut = (channels: number[]) => channels.every((value) => value >= -1e-6 && value <= 1 + 1e-6);

/**
 * Steps of each bisection below. Each halves an OKLab lightness or chroma interval narrower
 * than 0.4: after 16 it is under 1e-5 wide, far under one step of an 8-bit channel (a colour
 * is written as hex), so more steps give the same colour. Fewer steps matter: a card, a hero
 * and a progress bar each work out their tones as a page first renders (decision 047).
 */
const bisectionSteps = 16;

/** The colour at this OKLab lightness, same hue; chroma lowered only as far as sRGB requires. */
function withLightness(source: Oklch, lightness: number): string {
  let channels = oklchToLinear({ ...source, lightness });
  if (!isInGamut(channels)) {
    let [low, high] = [0, source.chroma];
    for (let step = 0; step < bisectionSteps; step += 1) {
      const chroma = (low + high) / 2;
      if (isInGamut(oklchToLinear({ ...source, lightness, chroma }))) low = chroma;
      else high = chroma;
    }
    channels = oklchToLinear({ ...source, lightness, chroma: low });
  }
  const [red, green, blue] = channels.map((value) => Math.round(fromLinear(Math.min(1, Math.max(0, value)))));
  return toHexColor({ red: red!, green: green!, blue: blue! });
}

/**
 * Walks the colour's lightness from its own down to `floorLightness` (hue kept) and returns
 * the tone nearest to `floorLightness` that still contrasts `minimum` with `against`; with
 * `isLightestWanted`, the lightest tone that reaches `minimum` instead. Contrast with black
 * falls, and with white rises, as the lightness falls, so a bisection finds the edge.
 */
function toneHolding(
  color: string,
  floorLightness: number,
  against: '#000000' | '#FFFFFF',
  minimum: number,
  isLightestWanted = false,
): string {
  const base = normalizeHexColor(color);
  // Converted once: every step below changes the lightness of the same colour.
  const source = toOklch(base);
  if (!isLightestWanted) {
    const floor = withLightness(source, floorLightness);
    if (contrastRatio(floor, against) >= minimum) return floor;
  } else if (contrastRatio(base, against) >= minimum) return base;
  // `holding` always holds `minimum` (or is the colour itself), `failing` never does.
  let [holding, failing] = isLightestWanted
    ? [floorLightness, source.lightness]
    : [source.lightness, floorLightness];
  let best = isLightestWanted ? withLightness(source, floorLightness) : base;
  for (let step = 0; step < bisectionSteps; step += 1) {
    const middle = (holding + failing) / 2;
    const candidate = withLightness(source, middle);
    if (contrastRatio(candidate, against) >= minimum) {
      best = candidate;
      holding = middle;
    } else failing = middle;
  }
  return best;
}

/** The colour with its OKLab lightness multiplied by `factor`, hue kept. */
export function darkenColor(color: string | null | undefined, factor = gradientDarkLightness): string {
  const source = toOklch(normalizeHexColor(color));
  return withLightness(source, source.lightness * factor);
}

export interface PillarSurface {
  /** The pillar colour (the gradient's start). */
  base: string;
  /** The gradient's end: darker, same hue. */
  dark: string;
  /** Black or white: at least 4.5:1 on every point of the gradient. */
  text: '#000000' | '#FFFFFF';
  /** The CSS gradient from `base` to `dark`. */
  background: string;
  /**
   * How the overlay image blends in so it can only add contrast to the text: `multiply` only
   * darkens (under white text), `screen` only lightens (under black text).
   */
  imageBlendMode: 'multiply' | 'screen';
}

/**
 * A coloured pillar surface (cards, the pillar hero, the video poster). The text colour is
 * chosen on the pillar colour; under white text darker is only better, under black text the
 * gradient stops where black would fall under 4.5:1, so the text holds from end to end.
 */
export function pillarSurface(color: string | null | undefined): PillarSurface {
  return remembered(surfaces, normalizeHexColor(color), computePillarSurface);
}

/**
 * The surfaces and fills already worked out, by colour. Each takes two nested bisections
 * (hundreds of OKLCH conversions, about 7 ms cold on a phone) and every card, hero and
 * progress bar asks at every render; a portal has a handful of pillar colours.
 */
const surfaces = new Map<string, PillarSurface>();
const fills = new Map<string, string>();
const textTones = new Map<string, string>();

function remembered<T>(cache: Map<string, T>, color: string, compute: (color: string) => T): T {
  let value = cache.get(color);
  if (value === undefined) {
    // A bound on memory: colours come from the data, and an admin may try many.
    if (cache.size >= 256) cache.clear();
    value = compute(color);
    cache.set(color, value);
  }
  return value;
}

function computePillarSurface(base: string): PillarSurface {
  const text = textColorOn(base);
  const targetLightness = toOklch(base).lightness * gradientDarkLightness;
  const dark = toneHolding(base, targetLightness, text, textContrastMinimum);
  return {
    base,
    dark,
    text,
    background: `linear-gradient(135deg, ${base} 0%, ${dark} 100%)`,
    imageBlendMode: text === '#FFFFFF' ? 'multiply' : 'screen',
  };
}

export function pillarGradient(color: string | null | undefined): string {
  return pillarSurface(color).background;
}

/**
 * Text in the pillar's colour on white (a certificate's title, issue 54): the colour itself
 * when it reads at 4.5:1, else its lightest darker tone (same hue) that does. A pale pillar
 * (#F6E27A) would otherwise print its certificate's title too pale to read.
 */
export function readableOnWhite(color: string | null | undefined): string {
  return remembered(textTones, normalizeHexColor(color), (base) =>
    toneHolding(base, 0, '#FFFFFF', textContrastMinimum, true),
  );
}

/**
 * The progress bar's fill on a white card: the pillar colour, darkened (same hue) where it is
 * too light to show 3:1 against the white track, then running to its darker tone.
 */
export function progressFill(color: string | null | undefined): string {
  return remembered(fills, normalizeHexColor(color), (base) => {
    const visible = toneHolding(base, 0, '#FFFFFF', controlContrastMinimum, true);
    return `linear-gradient(90deg, ${visible} 0%, ${darkenColor(visible)} 100%)`;
  });
}

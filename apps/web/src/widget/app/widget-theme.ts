import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** The product's own violet, for a brand whose colour cannot be read. */
const FALLBACK = '#7950f2';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  from[0] + (to[0] - from[0]) * amount,
  from[1] + (to[1] - from[1]) * amount,
  from[2] + (to[2] - from[2]) * amount,
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How much of the brand colour the light shades 0–5 hold, and how much black the dark shades 7–9 add. */
const TINTS = [0.08, 0.2, 0.36, 0.52, 0.68, 0.84];
const SHADES = [0.12, 0.24, 0.36];

/**
 * Mantine's ten shades from one brand colour: the colour itself is shade 6 (the primary shade, so buttons show the
 * brand's exact colour), lighter shades mix it with white, darker ones with black.
 */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = parseHex(hex) ?? (parseHex(FALLBACK) as Rgb);
  return [
    ...TINTS.map((amount) => toHex(mix(WHITE, base, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}

/** The widget's theme: the brand's primary colour; text on it turns dark or light to stay readable. */
export function widgetTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: paletteFrom(primaryColor) },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
  });
}

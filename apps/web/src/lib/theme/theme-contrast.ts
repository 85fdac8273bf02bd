import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/** WCAG AA for normal text; the small bold badge labels are normal text too. A hair above, for rounding. */
const AA = 4.6;
/** The lightest surfaces text sits on in the light scheme (Mantine's gray 0 and 1), besides white. */
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'];

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two `#rrggbb` colours. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour itself when it reads well enough on every given background, else the least darkened one that does. */
function darkenUntilReadable(color: string, backgrounds: string[], target = AA): string {
  const base = channels(color);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = toHex(base.map((c) => c * (1 - step * 0.05)));
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= target)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine's palettes are bright: its default dimmed grey, a light badge's text and most colours' filled shade (under
 * white text, as the purple table header) fall below 4.5:1 on the light scheme. The theme answers it once, for every
 * component: each colour's text, filled, outline and light-variant text are darkened just enough to read.
 */
export const accessibleColors: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': darkenUntilReadable(theme.colors.gray[6], LIGHT_SURFACES),
  };
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  // Links also sit in light alerts and badges (every colour's shade 1).
  const tints = Object.values(theme.colors).map((colors) => colors[1]);
  light['--mantine-color-anchor'] = darkenUntilReadable(theme.colors[theme.primaryColor]![shade], [
    ...LIGHT_SURFACES,
    ...tints,
  ]);
  for (const [name, colors] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = darkenUntilReadable(colors[shade], ['#ffffff']);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darkenUntilReadable(
      filled,
      ['#ffffff'],
      contrastRatio(filled, '#ffffff') + 0.6,
    );
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-text`] = darkenUntilReadable(colors[shade], LIGHT_SURFACES);
    light[`--mantine-color-${name}-light-color`] = darkenUntilReadable(colors[9], [colors[1], '#ffffff']);
  }
  return { variables: {}, light, dark: {} };
};

import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cardTones } from '../../components/card-tones';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE = '#ffffff';
const contrastWithWhite = (hex: string) => contrast(hex, WHITE);

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as MantineTheme['colors'];
const shade = (name: string, index: number) => colors[name as keyof typeof colors]![index]!;

/** The colour a `var(--mantine-color-NAME-SHADE)` stands for in the theme. */
function resolve(variable: string): string {
  const [, name, index] = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(variable) ?? [];
  return shade(name!, Number(index));
}

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light as Record<
  string,
  string
>;

describe('theme contrast (WCAG AA, 4.5:1 for text on white)', () => {
  it('gives invalid fields, error messages and red buttons a red that passes', () => {
    // Regression: Mantine's error red #fa5252 reached 3.28:1.
    for (const variable of [
      '--mantine-color-error',
      '--mantine-color-red-text',
      '--mantine-color-red-filled',
    ]) {
      expect(contrastWithWhite(resolve(light[variable]!)), variable).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives links and muted text colours that pass, and underlines every link', () => {
    for (const variable of ['--mantine-color-anchor', '--mantine-color-dimmed']) {
      expect(contrastWithWhite(resolve(light[variable]!)), variable).toBeGreaterThanOrEqual(4.5);
    }
    // Regression: links on /about were told from text by colour alone.
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

describe('status colours (WCAG AA, 4.5:1)', () => {
  const STATUS = ['red', 'green', 'orange', 'yellow', 'blue'];

  it('makes every shade from 6 up pass as text on white and behind white text, in every status colour', () => {
    // Mantine picks shade 6 for a subtle button of any shade, 7 (the primary shade) for filled and
    // outline, 9 for a light alert's title: a page cannot choose a shade that fails.
    for (const name of STATUS) {
      for (const index of [6, 7, 8, 9]) {
        expect(contrastWithWhite(shade(name, index)), `${name}.${index}`).toBeGreaterThanOrEqual(4.5);
      }
      // A light alert: its title (shade 9) on its background (shade 1).
      expect(contrast(shade(name, 9), shade(name, 1)), `${name} light alert`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('passes where the accessibility scan found too little contrast', () => {
    // 'Machtiging beëindigen' on /delegators, a subtle red.9 button: Mantine shows red 6 (was 3.28:1).
    expect(contrastWithWhite(shade('red', 6))).toBeGreaterThanOrEqual(4.5);
    // A paid trip's light green alert titled 'Betaald' (was 3.8:1).
    expect(contrast(shade('green', 9), shade('green', 1))).toBeGreaterThanOrEqual(4.5);
    // The leg badges 'Voltooid' (green.9, was 4.36:1) and 'Geannuleerd' (red.9), white text.
    expect(contrastWithWhite(shade('green', 9))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(shade('red', 9))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a cancelled or completed card at full strength: text, muted text and badge pass on its tone', () => {
    // Regression: the driver's cancelled ride card was faded (opacity 0.7): 'Geannuleerd' #fff on
    // #d96a6a (3.37:1), the muted line 3.72:1.
    for (const [state, tone] of Object.entries(cardTones)) {
      expect(tone).not.toHaveProperty('opacity');
      const background = resolve(tone.background);
      expect(contrast('#000000', background), `${state} text`).toBeGreaterThanOrEqual(4.5);
      const dimmed = resolve(light['--mantine-color-dimmed']!);
      expect(contrast(dimmed, background), `${state} muted text`).toBeGreaterThanOrEqual(4.5);
      const badge = shade(state === 'cancelled' ? 'red' : 'green', 9);
      expect(contrastWithWhite(badge), `${state} badge`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

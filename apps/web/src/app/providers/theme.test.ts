import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

/** The colour a `var(--mantine-color-NAME-SHADE)` stands for in the theme. */
function resolve(variable: string): string {
  const [, name, shade] = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(variable) ?? [];
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as MantineTheme['colors'];
  return colors[name as keyof typeof colors]![Number(shade)]!;
}

describe('theme contrast (WCAG AA, 4.5:1 for text on white)', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light as Record<
    string,
    string
  >;

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

import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/*
 * The status colours the app names (red, green, orange, yellow, blue), darker than Mantine's where text
 * or a filled background uses them. Rule: shades 6 to 9 reach at least 4.5:1 against white (WCAG AA), so
 * coloured text on white, white text on a filled button or badge, and a light alert's title (shade 9 on
 * shade 1) all pass whatever variant or shade a page picks; Mantine's own shades 6 to 9 reach as little as
 * 1.86:1 (yellow) and its red 6, which a subtle button of any red shows, 3.28:1. Shades 0 to 5 are
 * Mantine's own (light backgrounds and borders), taken from its default theme rather than written again:
 * the first page's script is counted to the byte. theme.test.ts checks every pair.
 */

/** Mantine's light shades 0 to 5 of a colour, then the four darker ones. */
function withDarkShades(
  name: 'red' | 'green' | 'orange' | 'yellow' | 'blue',
  dark: [string, string, string, string],
): MantineColorsTuple {
  return [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;
}
export const red = withDarkShades('red', ['#cd4343', '#c73333', '#bc2929', '#a92323']);

export const green = withDarkShades('green', ['#2c843c', '#267b35', '#217030', '#1f652d']);

export const orange = withDarkShades('orange', ['#b65b0e', '#b44b05', '#a94109', '#9e350b']);

export const yellow = withDarkShades('yellow', ['#986b03', '#956100', '#905400', '#8a4700']);

export const blue = withDarkShades('blue', ['#1d78c6', '#186eba', '#1665ad', '#165a9a']);

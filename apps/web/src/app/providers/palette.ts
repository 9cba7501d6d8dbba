import type { MantineColorsTuple } from '@mantine/core';

/*
 * The status colours the app names (red, green, orange, yellow, blue), darker than Mantine's where text
 * or a filled background uses them. Rule: shades 6 to 9 reach at least 4.5:1 against white (WCAG AA), so
 * coloured text on white, white text on a filled button or badge, and a light alert's title (shade 9 on
 * shade 1) all pass whatever variant or shade a page picks; Mantine's own shades 6 to 9 reach as little as
 * 1.86:1 (yellow) and its red 6, which a subtle button of any red shows, 3.28:1. Shades 0 to 5 are
 * Mantine's: light backgrounds and borders. theme.test.ts checks every pair.
 */
export const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#cd4343',
  '#c73333',
  '#bc2929',
  '#a92323',
];

export const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2c843c',
  '#267b35',
  '#217030',
  '#1f652d',
];

export const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b65b0e',
  '#b44b05',
  '#a94109',
  '#9e350b',
];

export const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#986b03',
  '#956100',
  '#905400',
  '#8a4700',
];

export const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1d78c6',
  '#186eba',
  '#1665ad',
  '#165a9a',
];

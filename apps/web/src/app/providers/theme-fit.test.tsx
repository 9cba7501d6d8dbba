import {
  Anchor,
  Badge,
  Button,
  Chip,
  Input,
  MantineProvider,
  Modal,
  NativeSelect,
  Tabs,
} from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from './theme';
import fit from './theme-fit.module.css';

const fitCss = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme-fit.module.css'),
  'utf8',
);

/**
 * The test DOM loads no style sheets: the theme's rules are put in the page under the names the theme gives
 * its classes, so the browser's computed style of each part can be read (jsdom cascades, it does not lay
 * out; the phone-width journeys measure the real sizes).
 */
beforeEach(() => {
  const style = document.createElement('style');
  style.textContent = fitCss
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\.([a-zA-Z]+)(?=[\s{.:[,])/g, (_, name: string) => `.${fit[name]}`);
  document.head.append(style);
  return () => style.remove();
});

function renderThemed(ui: ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

const LONG = 'Plaats oproep in de community voor een rit naar Doetinchem';

describe('labels that fit, in the theme', () => {
  it('wraps a long button label instead of cutting it off, and lets the button grow to hold it', () => {
    // Regression: 'Plaats oproep in de communit' and 'Verwijderer' were cut off at 360 px.
    renderThemed(<Button size="xs">{LONG}</Button>);
    const button = screen.getByRole('button', { name: LONG });
    const label = screen.getByText(LONG);
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label).overflow).toBe('visible');
    expect(getComputedStyle(button).height).toBe('auto');
    expect(getComputedStyle(button).minHeight).toBe('var(--button-height)');
    // Even the smallest size Mantine has is 44 px high.
    expect(getComputedStyle(button).getPropertyValue('--button-height-xs')).toBe('2.75rem');
  });

  it('wraps a badge’s text instead of ending it in an ellipsis', () => {
    // Regression: the badge 'GEANNULEERD' read 'GEANNUL…' at 360 px.
    renderThemed(<Badge>Geannuleerd</Badge>);
    const label = screen.getByText('Geannuleerd');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label).textOverflow).toBe('clip');
  });
});

describe('controls one can tap, in the theme: at least 44 × 44 px', () => {
  it('makes a chip, a tab and a select 44 px high', () => {
    // Regression: the compliment chips were 32 px, the selects and tabs 36 px.
    renderThemed(
      <>
        <Chip>Punctueel</Chip>
        <Tabs defaultValue="a">
          <Tabs.List>
            <Tabs.Tab value="a">Gepland</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <NativeSelect size="xs" label="Vrije plaatsen" data={['1', '2']} />
      </>,
    );
    const chipLabel = screen.getByText('Punctueel').closest('label')!;
    expect(getComputedStyle(chipLabel).minHeight).toBe('var(--chip-size)');
    expect(getComputedStyle(chipLabel).getPropertyValue('--chip-size')).toBe('2.75rem');
    expect(getComputedStyle(screen.getByRole('tab', { name: 'Gepland' })).minHeight).toBe('2.75rem');
    const select = screen.getByRole('combobox', { name: 'Vrije plaatsen' });
    expect(getComputedStyle(select.parentElement!).getPropertyValue('--input-height-xs')).toBe('2.75rem');
  });

  it('makes a dialog’s close button and a field’s clear button 44 × 44 px', () => {
    // Regression: the dialog's × was 28 px, and so was the birth date's 'Datum wissen' on /account.
    renderThemed(
      <>
        <Modal opened onClose={() => {}} title="Rit annuleren">
          Inhoud
        </Modal>
        <Input.ClearButton aria-label="Datum wissen" />
      </>,
    );
    for (const name of ['Sluiten', 'Datum wissen']) {
      const close = screen.getByRole('button', { name });
      expect(getComputedStyle(close).minWidth, name).toBe('max(var(--cb-size), 2.75rem)');
      expect(getComputedStyle(close).minHeight, name).toBe('max(var(--cb-size), 2.75rem)');
    }
  });

  it('makes a link on its own 44 px high, and leaves a link in a sentence on its line', () => {
    renderThemed(
      <>
        <Anchor href="/Cars">Mijn auto’s</Anchor>
        <p>
          Lees de <Anchor href="/terms">gebruiksvoorwaarden</Anchor> eerst.
        </p>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Mijn auto’s' })).minHeight).toBe('2.75rem');
    expect(getComputedStyle(screen.getByRole('link', { name: 'gebruiksvoorwaarden' })).minHeight).not.toBe(
      '2.75rem',
    );
  });
});

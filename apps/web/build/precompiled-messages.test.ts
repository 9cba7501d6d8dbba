import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { APP_LOCALE } from '../src/i18n/locale';
import { nl, type MessageId } from '../src/i18n/nl';
import { precompiledMessages } from './precompiled-messages';

type Transform = (code: string, id: string) => { code: string } | undefined;

const CATALOGUE_FILE = /[\\/]i18n[\\/]catalogue\.ts$/;

function transformOf(messages: Record<string, string>): Transform {
  const plugin = precompiledMessages([{ file: CATALOGUE_FILE, exportName: 'texts', messages }], APP_LOCALE);
  return plugin.transform as unknown as Transform;
}

function compiledCatalogue(messages: Record<string, string>): Record<string, unknown> {
  const result = transformOf(messages)('', '/app/src/i18n/catalogue.ts');
  if (!result) throw new Error('the catalogue was not compiled');
  const json = result.code.replace(/^export const texts = /, '').replace(/;\s*$/, '');
  return JSON.parse(json) as Record<string, unknown>;
}

/** A value for every argument of a message, of the kind its syntax asks for. */
function valuesFor(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = 'Gerda';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 3;
    if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = new Date('2026-03-15T09:30:00Z');
    }
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `[${chunks.join('')}]`;
      valuesFor(element.children, values);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
  }
  return values;
}

describe('precompiled messages', () => {
  const compiled = compiledCatalogue(nl);
  const fromText = createIntl({ locale: APP_LOCALE, messages: nl, timeZone: 'Europe/Amsterdam' });
  const fromTree = createIntl({
    locale: APP_LOCALE,
    messages: compiled as never,
    timeZone: 'Europe/Amsterdam',
  });

  it('compiles every message of the catalogue', () => {
    expect(Object.keys(compiled)).toEqual(Object.keys(nl));
  });

  it('formats every message exactly as the text would be formatted', () => {
    for (const id of Object.keys(nl) as MessageId[]) {
      const values = valuesFor(compiled[id] as MessageFormatElement[]) as never;
      expect(fromTree.formatMessage({ id }, values), id).toEqual(fromText.formatMessage({ id }, values));
    }
  });

  it('leaves every other module alone', () => {
    expect(transformOf(nl)('export const x = 1;', '/app/src/i18n/intl.ts')).toBeUndefined();
  });

  it('fails the build on a message that does not parse', () => {
    expect(() => compiledCatalogue({ broken: 'Hallo {naam' })).toThrow();
  });
});

import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A module of the message catalogue: `export const {exportName} = { id: 'ICU text', … }`. */
export interface CatalogueModule {
  /** Matches the module's file name. */
  file: RegExp;
  exportName: string;
  messages: Record<string, string>;
}

/**
 * Parses every message of the catalogue at build time, so the built app ships the messages as syntax trees
 * and without the ICU message parser (about a tenth of the first page's JavaScript). react-intl formats a
 * tree exactly as it formats the text it would have parsed in the browser, and a text without values is
 * then returned as it is, without formatting. Development and tests keep the plain texts.
 *
 * The parser options are those react-intl uses when it parses in the browser: tags are parsed (no
 * `ignoreTag`) and skeletons are read for the app's locale.
 */
export function precompiledMessages(modules: CatalogueModule[], locale: string): Plugin {
  return {
    name: 'achterhoek:precompiled-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(_code, id) {
      const module = modules.find((candidate) => candidate.file.test(id));
      if (!module) return undefined;
      const compiled: Record<string, MessageFormatElement[]> = {};
      for (const [messageId, text] of Object.entries(module.messages)) {
        // A message that does not parse fails the build here, instead of showing its id to a user.
        compiled[messageId] = parse(text, { locale: new Intl.Locale(locale) });
      }
      return { code: `export const ${module.exportName} = ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}

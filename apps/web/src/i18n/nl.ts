// The one Dutch catalogue of every text the app shows. Texts quoted in the specification are copied word
// for word; ICU syntax ({name}) is used for values. Keys are grouped by the screen or part that uses them.
import { nlFirstPages } from './nl-first-pages';
import { nlHome } from './nl-home';
import { nlPages } from './nl-pages';
import { nlSearch } from './nl-search';

// The whole catalogue, in four parts so that a page does not carry the texts of every other page: the
// first pages' texts (nl-first-pages.ts), those of the signed-in frames and Home (nl-home.ts), those of
// the trip search (nl-search.ts), and the rest (nl-pages.ts).
export const nl = { ...nlFirstPages, ...nlHome, ...nlSearch, ...nlPages };

export type MessageId = keyof typeof nl;

declare global {
  // Registers the catalogue's keys with react-intl so a mistyped message id is a type error.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { messageIdsUsedFrom } from '../test/messageIdsUsedFrom';
import { nlFirstPages } from './nl-first-pages';
import { nlHome } from './nl-home';
import { nlPages } from './nl-pages';
import { nlSearch } from './nl-search';

// The code that runs before the other pages' texts are loaded when Search is the first signed-in page:
// the signed-in frames (whose texts are Home's, see home-texts.test.ts) and Search itself.
const SEARCH_ROOTS = ['features/search/pages/SearchPage.tsx'];

describe("Search's texts", () => {
  it('hold every text Search uses beyond the frames, so none of them shows an id while the rest loads', () => {
    const missing = [...messageIdsUsedFrom(SEARCH_ROOTS)].filter(
      (id) => !Object.hasOwn(nlFirstPages, id) && !Object.hasOwn(nlHome, id) && !Object.hasOwn(nlSearch, id),
    );
    expect(missing).toEqual([]);
  });

  it('are in no other part of the catalogue, so no text is sent twice', () => {
    const twice = Object.keys(nlSearch).filter(
      (id) => Object.hasOwn(nlFirstPages, id) || Object.hasOwn(nlHome, id) || Object.hasOwn(nlPages, id),
    );
    expect(twice).toEqual([]);
  });

  it("are few: Search loads them instead of every page's", () => {
    // The date field's texts are Search's; the results page's are not (it loads every page's).
    expect(nlSearch).toHaveProperty('travelTime.date');
    expect(nlSearch).not.toHaveProperty('planner.results.sort.RELEVANCE');
    expect(Object.keys(nlSearch).length).toBeLessThan(Object.keys(nlPages).length / 10);
  });
});

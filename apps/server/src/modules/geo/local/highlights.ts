import { normaliseChars } from '../text-match.js';

/**
 * Where the query's words start the title's words, as character ranges of the title (end exclusive),
 * in title order. Unlike a match, this is partial: a word found only in the locality or the postcode
 * highlights nothing, and the others still do.
 */
export function titleHighlights(title: string, query: string): { start: number; end: number }[] {
  const normalised = normaliseChars(title);
  const titleWords: { start: number; word: string }[] = [];
  const pattern = /\S+/g;
  for (let found = pattern.exec(normalised); found; found = pattern.exec(normalised)) {
    titleWords.push({ start: found.index, word: found[0] });
  }
  const queryWords = normaliseChars(query)
    .split(' ')
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const used = new Set<number>();
  const highlights: { start: number; end: number }[] = [];
  for (const word of queryWords) {
    const index = titleWords.findIndex((t, i) => !used.has(i) && t.word.startsWith(word));
    if (index < 0) continue;
    used.add(index);
    highlights.push({ start: titleWords[index]!.start, end: titleWords[index]!.start + word.length });
  }
  return highlights.sort((a, b) => a.start - b.start);
}

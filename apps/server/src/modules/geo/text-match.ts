/**
 * Accent- and case-insensitive word-prefix matching. Normalising character by character keeps every
 * position equal to the original's, so matches can be reported as highlights in the original title.
 */
export function normaliseChars(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const single = base.length === 1 ? base : (base[0] ?? ' ');
    out += /[\p{L}\p{N}]/u.test(single) ? single : ' ';
    // Characters outside the BMP take two UTF-16 units; keep the lengths aligned.
    if (char.length === 2) out += ' ';
  }
  return out;
}

export function queryWords(query: string): string[] {
  return normaliseChars(query).split(' ').filter(Boolean);
}

export interface WordMatch {
  /** Every query word is the start of some word of the text. */
  allMatched: boolean;
  /** The text, normalised, equals the query words joined. */
  exact: boolean;
  /** The first query word starts the text. */
  startsWith: boolean;
  highlights: { start: number; end: number }[];
}

/** Matches the query words against the words of a text; each query word must prefix a distinct word. */
export function matchWords(text: string, words: string[]): WordMatch {
  const normalised = normaliseChars(text);
  const textWords: { start: number; word: string }[] = [];
  const pattern = /\S+/g;
  for (let found = pattern.exec(normalised); found; found = pattern.exec(normalised)) {
    textWords.push({ start: found.index, word: found[0] });
  }
  const used = new Set<number>();
  const highlights: { start: number; end: number }[] = [];
  for (const word of words) {
    const index = textWords.findIndex(
      (candidate, position) => !used.has(position) && candidate.word.startsWith(word),
    );
    if (index < 0) return { allMatched: false, exact: false, startsWith: false, highlights: [] };
    used.add(index);
    const start = textWords[index]!.start;
    highlights.push({ start, end: start + word.length });
  }
  highlights.sort((a, b) => a.start - b.start);
  return {
    allMatched: true,
    exact: textWords.map((w) => w.word).join(' ') === words.join(' '),
    startsWith: textWords[0]?.word.startsWith(words[0] ?? '') ?? false,
    highlights,
  };
}

const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle distance in metres. */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

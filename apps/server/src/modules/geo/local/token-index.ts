import type { Suggestion } from '@achterhoek/contracts';
import { haversineMeters } from '@achterhoek/routing';
import { normaliseChars } from '../text-match.js';
import { titleHighlights } from './highlights.js';
import { CATEGORY_RANK, type GeoEntry } from './geo-entry.js';

export interface TokenSearch {
  query: string;
  center: { lat: number; lon: number };
  radiusMetres: number;
  maxResults: number;
}

/** Match quality, best first. */
const EXACT = 0;
const STARTS = 1;
const IN_NAME = 2;
const ELSEWHERE = 3;

/** What a suggestion shows of an entry (its words and place are in the index's arrays). */
export type ShownEntry = Pick<
  GeoEntry,
  | 'id'
  | 'title'
  | 'category'
  | 'label'
  | 'street'
  | 'houseNumber'
  | 'postalCode'
  | 'locality'
  | 'countryCode'
  | 'stateCode'
>;

/** The entries by number: in memory after a build, read one by one from a snapshot's bytes after a load. */
export interface EntryStore {
  size: number;
  at(e: number): ShownEntry;
}

/** The index's parts: the arrays of the search, the normalised names and the entries. */
export interface TokenIndexData {
  vocabulary: string[];
  postingOffset: Int32Array;
  postings: Int32Array;
  wordOffset: Int32Array;
  entryWords: Int32Array;
  nameWordCount: Uint8Array;
  categoryRank: Uint8Array;
  lat: Float64Array;
  lon: Float64Array;
  normalisedName: string[];
  entries: EntryStore;
}

const words = (text: string): string[] => normaliseChars(text).split(' ').filter(Boolean);

/**
 * The local geocoder's search engine: every word of every entry (its name, the rest of its title, its
 * keywords) in one sorted vocabulary with a posting list per word. A query word matches every
 * vocabulary word it prefixes — one contiguous range of the sorted vocabulary, found by binary search —
 * so the candidates come from the query word with the fewest postings, and the other words are checked
 * against each candidate's own word ids (a range test). Accent- and case-insensitive throughout.
 *
 * Ranked by match quality (the whole name; the name's first word; words of the name; words elsewhere),
 * then kind (CATEGORY_RANK), then distance to the centre; entries beyond the radius are left out.
 */
export class TokenIndex {
  private readonly vocabulary: string[];
  /** Entries of vocabulary word v: postings[postingOffset[v] … postingOffset[v+1]). */
  private readonly postingOffset: Int32Array;
  private readonly postings: Int32Array;
  /** Vocabulary ids of entry e: entryWords[wordOffset[e] … wordOffset[e+1]), name words first. */
  private readonly wordOffset: Int32Array;
  private readonly entryWords: Int32Array;
  private readonly nameWordCount: Uint8Array;
  private readonly categoryRank: Uint8Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly normalisedName: string[];
  private readonly entries: EntryStore;
  private readonly seen: Uint32Array;
  private round = 0;

  /** The index of the entries, built from them (see `index-snapshot.ts` for the one loaded from a file). */
  static build(entries: readonly GeoEntry[]): TokenIndex {
    const perEntry: { name: string[]; other: string[] }[] = entries.map((e) => {
      const name = unique(words(e.name));
      const other = unique([...words(e.title), ...e.keywords.flatMap(words)]).filter(
        (w) => !name.includes(w),
      );
      return { name, other };
    });
    const vocabulary = [...new Set(perEntry.flatMap((p) => [...p.name, ...p.other]))].sort();
    const idOf = new Map(vocabulary.map((w, i) => [w, i]));
    const wordOffset = new Int32Array(entries.length + 1);
    const nameWordCount = new Uint8Array(entries.length);
    perEntry.forEach((p, e) => {
      wordOffset[e + 1] = wordOffset[e]! + p.name.length + p.other.length;
      nameWordCount[e] = Math.min(255, p.name.length);
    });
    const entryWords = new Int32Array(wordOffset[entries.length]!);
    const counts = new Int32Array(vocabulary.length + 1);
    perEntry.forEach((p, e) => {
      let j = wordOffset[e]!;
      for (const w of [...p.name, ...p.other]) {
        const id = idOf.get(w)!;
        entryWords[j++] = id;
        counts[id + 1]!++;
      }
    });
    for (let v = 0; v < vocabulary.length; v++) counts[v + 1]! += counts[v]!;
    const postings = new Int32Array(counts[vocabulary.length]!);
    const fill = counts.slice(0, vocabulary.length);
    for (let e = 0; e < entries.length; e++) {
      for (let j = wordOffset[e]!; j < wordOffset[e + 1]!; j++) {
        postings[fill[entryWords[j]!]!++] = e;
      }
    }
    return new TokenIndex({
      vocabulary,
      postingOffset: counts,
      postings,
      wordOffset,
      entryWords,
      nameWordCount,
      // The hot loop reads these per candidate: typed arrays, not the entry objects.
      categoryRank: Uint8Array.from(entries, (e) => CATEGORY_RANK[e.category]),
      lat: Float64Array.from(entries, (e) => e.lat),
      lon: Float64Array.from(entries, (e) => e.lon),
      normalisedName: perEntry.map((p) => p.name.join(' ')),
      entries: { size: entries.length, at: (e) => entries[e]! },
    });
  }

  constructor(data: TokenIndexData) {
    this.vocabulary = data.vocabulary;
    this.postingOffset = data.postingOffset;
    this.postings = data.postings;
    this.wordOffset = data.wordOffset;
    this.entryWords = data.entryWords;
    this.nameWordCount = data.nameWordCount;
    this.categoryRank = data.categoryRank;
    this.lat = data.lat;
    this.lon = data.lon;
    this.normalisedName = data.normalisedName;
    this.entries = data.entries;
    this.seen = new Uint32Array(data.entries.size);
  }

  /** What the index is made of, for writing it to a snapshot. */
  get data(): TokenIndexData {
    return {
      vocabulary: this.vocabulary,
      postingOffset: this.postingOffset,
      postings: this.postings,
      wordOffset: this.wordOffset,
      entryWords: this.entryWords,
      nameWordCount: this.nameWordCount,
      categoryRank: this.categoryRank,
      lat: this.lat,
      lon: this.lon,
      normalisedName: this.normalisedName,
      entries: this.entries,
    };
  }

  get size(): number {
    return this.entries.size;
  }

  search({ query, center, radiusMetres, maxResults }: TokenSearch): Suggestion[] {
    // Longer words first: they are the more specific, and the greedy word-to-word assignment below
    // then rarely hands a short word the only word a longer one could take.
    const queryWords = words(query).sort((a, b) => b.length - a.length);
    if (queryWords.length === 0) return [];
    const ranges = queryWords.map((w) => this.prefixRange(w));
    if (ranges.some(([lo, hi]) => lo >= hi)) return [];
    let driver = 0;
    for (let i = 1; i < ranges.length; i++) {
      if (this.postingCount(ranges[i]!) < this.postingCount(ranges[driver]!)) driver = i;
    }
    const typed = words(query);
    const joined = typed.join(' ');
    const firstWordRange = this.prefixRange(typed[0]!);
    const round = this.nextRound();
    const top = new TopK(maxResults);
    const [lo, hi] = ranges[driver]!;
    for (let p = this.postingOffset[lo]!; p < this.postingOffset[hi]!; p++) {
      const e = this.postings[p]!;
      if (this.seen[e] === round) continue;
      this.seen[e] = round;
      // Even an exact match of this kind would not get in: skip before measuring anything.
      if (!top.mightTake(this.categoryRank[e]!)) continue;
      const quality = this.quality(e, ranges, joined, typed.length, firstWordRange);
      if (quality < 0) continue;
      const rank = quality * 8 + this.categoryRank[e]!;
      if (!top.mightTake(rank)) continue;
      const distance = haversineMeters(center.lat, center.lon, this.lat[e]!, this.lon[e]!);
      if (distance > radiusMetres) continue;
      top.offer(e, rank, distance);
    }
    return top.sorted().map(({ entry: e, distance }) => this.suggestion(e, query, distance));
  }

  /** The vocabulary ids that start with `prefix`: [lo, hi). */
  private prefixRange(prefix: string): [number, number] {
    return [lowerBound(this.vocabulary, prefix), lowerBound(this.vocabulary, `${prefix}\uffff`)];
  }

  private postingCount([lo, hi]: [number, number]): number {
    return this.postingOffset[hi]! - this.postingOffset[lo]!;
  }

  /**
   * −1 when some query word prefixes none of the entry's words (each word needs a word of its own);
   * otherwise how well the entry's name matches.
   */
  private quality(
    e: number,
    ranges: [number, number][],
    joined: string,
    wordCount: number,
    first: [number, number],
  ): number {
    const start = this.wordOffset[e]!;
    const end = this.wordOffset[e + 1]!;
    const names = start + this.nameWordCount[e]!;
    let used = 0;
    let allInName = true;
    for (const [lo, hi] of ranges) {
      let found = -1;
      for (let j = start; j < end && j - start < 31; j++) {
        const id = this.entryWords[j]!;
        if (id >= lo && id < hi && !(used & (1 << (j - start)))) {
          found = j;
          if (j < names) break;
        }
      }
      if (found < 0) return -1;
      used |= 1 << (found - start);
      if (found >= names) allInName = false;
    }
    if (this.nameWordCount[e] === wordCount && this.normalisedName[e] === joined) return EXACT;
    const firstName = this.entryWords[start]!;
    if (this.nameWordCount[e]! > 0 && firstName >= first[0] && firstName < first[1] && allInName)
      return STARTS;
    return allInName ? IN_NAME : ELSEWHERE;
  }

  private suggestion(e: number, query: string, distance: number): Suggestion {
    const entry = this.entries.at(e);
    return {
      id: entry.id,
      title: entry.title,
      titleHighlights: titleHighlights(entry.title, query),
      category: entry.category,
      address: {
        label: entry.label,
        ...(entry.street ? { street: entry.street } : {}),
        ...(entry.houseNumber ? { houseNumber: entry.houseNumber } : {}),
        ...(entry.postalCode ? { postalCode: entry.postalCode } : {}),
        ...(entry.locality ? { locality: entry.locality } : {}),
        countryCode: entry.countryCode,
        ...(entry.stateCode ? { stateCode: entry.stateCode } : {}),
      },
      location: { type: 'Point', coordinates: [this.lon[e]!, this.lat[e]!] },
      distance: Math.round(distance),
    };
  }

  private nextRound(): number {
    if (++this.round === 0xffffffff) {
      this.seen.fill(0);
      this.round = 1;
    }
    return this.round;
  }
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The best k by (rank, distance), kept sorted; k is small (at most 100). */
class TopK {
  private readonly items: { entry: number; rank: number; distance: number }[] = [];

  constructor(private readonly k: number) {}

  /** Whether an entry of this rank could still get in (before its distance is known). */
  mightTake(rank: number): boolean {
    return this.items.length < this.k || rank <= this.items[this.items.length - 1]!.rank;
  }

  offer(entry: number, rank: number, distance: number): void {
    const items = this.items;
    const worse = (i: number) =>
      items[i]!.rank > rank || (items[i]!.rank === rank && items[i]!.distance > distance);
    if (items.length === this.k && !worse(items.length - 1)) return;
    let at = items.length;
    while (at > 0 && worse(at - 1)) at--;
    items.splice(at, 0, { entry, rank, distance });
    if (items.length > this.k) items.pop();
  }

  sorted(): { entry: number; distance: number }[] {
    return this.items;
  }
}

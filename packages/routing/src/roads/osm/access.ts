/**
 * Reading OpenStreetMap access tags (`access`, `vehicle`, `foot`, …). A value may be a ";" list;
 * one allowing part is enough ("destination;delivery" lets you in to visit someone).
 */

export type OsmTags = Readonly<Record<string, string>>;

export type AccessVerdict = 'yes' | 'no' | undefined;

/** The answer of the first of `keys` (most specific first) whose value says yes or no. */
export function accessVerdict(
  tags: OsmTags,
  keys: readonly string[],
  yes: ReadonlySet<string>,
  no: ReadonlySet<string>,
): AccessVerdict {
  for (const key of keys) {
    const value = tags[key];
    if (value === undefined) continue;
    let verdict: AccessVerdict;
    for (const part of value.split(';')) {
      const word = part.trim().toLowerCase();
      if (yes.has(word)) verdict = 'yes';
      else if (no.has(word) && verdict === undefined) verdict = 'no';
    }
    // An unknown value ("bus", "unknown", a typo) decides nothing: ask the next, more general tag.
    if (verdict !== undefined) return verdict;
  }
  return undefined;
}

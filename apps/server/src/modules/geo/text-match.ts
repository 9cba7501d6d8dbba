/**
 * Accent- and case-insensitive text for matching. Normalising character by character keeps every
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

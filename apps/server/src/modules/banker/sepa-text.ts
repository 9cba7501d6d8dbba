/**
 * Text for a SEPA payment file in the character set every bank must accept (EPC's "Latin character set":
 * a–z, A–Z, 0–9 and / - ? : ( ) . , ' + and the space). A bank may refuse a whole file for one character
 * outside it, so a name or description a person typed goes out converted, never as typed: letters lose
 * their accents (é → e, ß → ss), every other character outside the set becomes a space, runs of spaces
 * become one, and the text is cut at `max` characters. What the app stores and shows stays as typed.
 * A text with nothing left after the conversion becomes `fallback` (an element of the file may not be empty).
 */
export function sepaText(text: string, max: number, fallback = '-'): string {
  const converted = text
    .replaceAll('ß', 'ss')
    .replaceAll('Æ', 'AE')
    .replaceAll('æ', 'ae')
    .replaceAll('Ø', 'O')
    .replaceAll('ø', 'o')
    .replaceAll('Ł', 'L')
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
  return converted || fallback;
}

import { describe, expect, it } from 'vitest';
import { sepaText } from './sepa-text.js';

const SEPA_LATIN = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe('text for a SEPA file', () => {
  it('keeps text already in the Latin set as it is', () => {
    expect(sepaText("Gerrit Wolters-ter Haar (O'Neill) 1/2 + 3? a:b.", 140)).toBe(
      "Gerrit Wolters-ter Haar (O'Neill) 1/2 + 3? a:b.",
    );
  });

  it('takes the accents off letters and writes ß and æ out', () => {
    expect(sepaText('Één keer naar Groß-Gerau, Ærø en Łódź', 140)).toBe(
      'Een keer naar Gross-Gerau, AEro en Lodz',
    );
  });

  it('makes markup, separators, line breaks, emoji and direction marks spaces, one between words', () => {
    const converted = sepaText('<img src=x onerror=alert(1)>"; {{7*7}} &amp; 😀\u202Eevil\nregel 2\t\\', 140);
    expect(converted).toBe('img src x onerror alert(1) 7 7 amp evil regel 2');
    expect(converted).toMatch(SEPA_LATIN);
  });

  it('cuts at the maximum without leaving half a character or a space at the end', () => {
    // An emoji across the cut was half a surrogate pair: no character, and no valid XML.
    expect(sepaText(`${'A'.repeat(69)}😀B`, 70)).toBe('A'.repeat(69));
    expect(sepaText(`${'A'.repeat(68)} é`, 70)).toBe(`${'A'.repeat(68)} e`);
    expect(sepaText(`${'A'.repeat(69)} B`, 70)).toBe('A'.repeat(69));
  });

  it('answers the fallback when nothing of the text is left', () => {
    expect(sepaText('😀 <> {}', 70)).toBe('-');
    expect(sepaText('   ', 70, 'Onbekend')).toBe('Onbekend');
  });
});

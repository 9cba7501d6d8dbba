import { describe, expect, it } from 'vitest';
import { normaliseChars } from './text-match.js';

describe('text matching', () => {
  it('normalises accents and case without changing positions', () => {
    expect(normaliseChars("'s-Heerenberg Café")).toBe(' s heerenberg cafe');
    expect(normaliseChars('Ëibergen').length).toBe('Ëibergen'.length);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textProblem, withSafeText } from './safe-text';

describe('safe text', () => {
  it('takes what people type: letters, tabs, line breaks, emoji, an empty string', () => {
    for (const text of ['Gerda Wassink', 'regel 1\nregel 2\r\n\tingesprongen', 'Groet 👋🏽', ''])
      expect(textProblem(text)).toBeUndefined();
  });

  it('names what it refuses: control characters, half a surrogate pair, only whitespace', () => {
    expect(textProblem('a\u0000b')).toBe('contains a control character');
    expect(textProblem('a\u007fb')).toBe('contains a control character');
    expect(textProblem('a\ud83db')).toBe('contains an unpaired surrogate');
    expect(textProblem('a\udc4bb')).toBe('contains an unpaired surrogate');
    expect(textProblem(' \t\n ')).toBe('is only whitespace');
  });

  it('checks every text in a request at any depth and names the field', () => {
    const schema = withSafeText(
      z.object({ name: z.string(), tags: z.array(z.object({ label: z.string() })) }),
    );
    const result = schema.safeParse({ name: 'ok', tags: [{ label: 'goed' }, { label: 'fout\u0000' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tags.1.label', 'contains a control character'],
    ]);
    expect(schema.safeParse({ name: 'ok', tags: [] }).success).toBe(true);
  });
});

import type { z } from 'zod';

// C0 control characters (NUL among them) and DEL, except tab, line feed and carriage return, which text
// may contain. PostgreSQL cannot store NUL in text at all; the others have no place in what people type.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Why a text value cannot be accepted, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (CONTROL_CHARACTER.test(value)) return 'contains a control character';
  // A lone half of a surrogate pair is no character; it cannot be stored as UTF-8. (What is left once the
  // pairs are removed; String.isWellFormed is too new for some phones.)
  if (SURROGATE.test(value.replace(SURROGATE_PAIR, ''))) return 'contains an unpaired surrogate';
  if (value.length > 0 && value.trim() === '') return 'is only whitespace';
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The schema, but every text in what it accepts (at any depth) must be free of control characters and
 * unpaired surrogates and not only whitespace; a failure is an issue on that field. `endpoint()` applies
 * it to every request part, so no call stores such text or fails on it in the database.
 */
export function withSafeText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, context) => {
    const visit = (item: unknown, path: (string | number)[]): void => {
      if (typeof item === 'string') {
        const problem = textProblem(item);
        if (problem) context.addIssue({ code: 'custom', message: problem, path });
      } else if (Array.isArray(item)) {
        item.forEach((element, index) => visit(element, [...path, index]));
      } else if (isPlainObject(item)) {
        for (const [key, element] of Object.entries(item)) visit(element, [...path, key]);
      }
    };
    visit(value, []);
  }) as S;
}

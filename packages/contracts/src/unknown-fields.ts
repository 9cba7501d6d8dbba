import type { z } from 'zod';

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The places of `value` that `schema` has no field for: `['address', 'colour']` for an `address.colour`
 * the schema does not know. Zod's objects drop such keys without a word; a caller who misspells a field
 * (`emial`) would see their value ignored and think it stored. Walks the schema beside the value as it
 * parsed: an object's own keys, a list's items, the option of a union the value is of, the input side of
 * a pipe. Objects that take any key (a record, a catch-all) are left alone.
 */
export function unknownFieldsOf(schema: z.ZodType, value: unknown): string[][] {
  const found: string[][] = [];
  const visit = (node: z.ZodType, item: unknown, path: string[]): void => {
    const def = defOf(node);
    switch (def.type) {
      case 'object': {
        if (!isPlainObject(item)) return;
        const shape = def.shape as Record<string, z.ZodType>;
        const catchall = def.catchall as z.ZodType | undefined;
        const takesAny = catchall !== undefined && defOf(catchall).type !== 'never';
        for (const [key, field] of Object.entries(item)) {
          const known = shape[key];
          if (known) visit(known, field, [...path, key]);
          else if (!takesAny) found.push([...path, key]);
        }
        return;
      }
      case 'array':
        if (Array.isArray(item))
          item.forEach((entry, index) => visit(def.element as z.ZodType, entry, [...path, String(index)]));
        return;
      case 'union': {
        const option = (def.options as z.ZodType[]).find((candidate) => candidate.safeParse(item).success);
        if (option) visit(option, item, path);
        return;
      }
      case 'pipe': {
        // A preprocess is a pipe from a transform: then the caller's value is what `out` checks.
        const input = def.in as z.ZodType;
        visit(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input, item, path);
        return;
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        if (item !== undefined && item !== null) visit(def.innerType as z.ZodType, item, path);
        return;
      case 'lazy':
        visit((def.getter as () => z.ZodType)(), item, path);
        return;
      default:
        return;
    }
  };
  visit(schema, value, []);
  return found;
}

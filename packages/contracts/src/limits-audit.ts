import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint';
import { maximumOf, unboundedInputs, type LimitProblem } from './limits';

type Def = { type: string; [key: string]: unknown };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema without its optional, default and pipe wrappers: what the value finally is. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if ('innerType' in def) return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.out as z.ZodType);
  return schema;
}

/** The fields of an object schema, also behind a transform (`z.object(…).transform(…)` is a pipe). */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  let def = defOf(schema);
  while ('innerType' in def || def.type === 'pipe') {
    def = defOf((def.type === 'pipe' ? def.in : def.innerType) as z.ZodType);
  }
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : undefined;
}

/** `{ totalCount, offset, count, data }` (pagedSchema), or a plain array: a list the caller pages through. */
export function listKindOf(response: z.ZodType | undefined): 'paged' | 'plain' | undefined {
  if (!response) return undefined;
  if (defOf(unwrap(response)).type === 'array') return 'plain';
  const shape = shapeOf(response);
  if (shape?.data && shape.totalCount && defOf(unwrap(shape.data)).type === 'array') return 'paged';
  return undefined;
}

/** The largest `maxResults` the call's query accepts, if it has one. */
export function maxResultsOf(query: z.ZodType | undefined): number | undefined {
  const field = shapeOf(query)?.maxResults;
  if (!field) return undefined;
  return maximumOf(unwrap(field));
}

export function isWrite(endpoint: EndpointDefinition): boolean {
  return endpoint.method !== 'GET';
}

/**
 * Every way the call could be made unbounded: an input without its bound, a write without a rate, a list
 * without a page size (or a page size its `maxResults` does not keep). Empty when all is declared.
 */
export function auditEndpointLimits(endpoint: EndpointDefinition): LimitProblem[] {
  const problems: LimitProblem[] = [];
  if (endpoint.params) problems.push(...unboundedInputs(endpoint.params, 'params'));
  if (endpoint.query) problems.push(...unboundedInputs(endpoint.query, 'query'));
  if (endpoint.body) problems.push(...unboundedInputs(endpoint.body, 'body'));
  if (endpoint.headers) {
    // Headers are a loose object: other headers pass, and Node bounds a request's headers (16 KiB).
    problems.push(
      ...unboundedInputs(endpoint.headers, 'headers').filter((found) => found.where !== 'headers.*'),
    );
  }

  const { rate, pageSize } = endpoint.limits;
  if (isWrite(endpoint) && !rate) {
    problems.push({ where: 'limits.rate', problem: 'a write without a per-account rate' });
  }
  if (rate && (rate.max < 1 || rate.windowSeconds < 1)) {
    problems.push({ where: 'limits.rate', problem: 'a rate must allow at least one call per window' });
  }
  const list = listKindOf(endpoint.response);
  if (list && !pageSize) {
    problems.push({ where: 'limits.pageSize', problem: 'a list without a page size' });
  }
  if (list === 'paged') {
    const maxResults = maxResultsOf(endpoint.query);
    if (maxResults === undefined) {
      problems.push({ where: 'query.maxResults', problem: 'a paged list without a bounded maxResults' });
    } else if (pageSize !== undefined && maxResults !== pageSize) {
      problems.push({
        where: 'query.maxResults',
        problem: `maxResults allows ${maxResults}, the page size is ${pageSize}`,
      });
    }
  }
  return problems;
}

/** One place in a request where a caller puts a text or a date: its path, and what bounds it. */
export interface InputLeaf {
  /** Keys from the part's root; `[]` stands for an item of a list. */
  path: string[];
  kind: 'text' | 'date' | 'date-time' | 'number' | 'boolean' | 'enum';
  /** The longest text the schema takes (Infinity for what is not a text). */
  maxLength: number;
  /** A number's bounds as the schema states them, and whether it takes only whole numbers. */
  minimum?: number;
  maximum?: number;
  integer?: boolean;
  /**
   * Fixed values of the objects on the way (`event: 'PAGE_VISIT'` of one kind of a union), by their
   * path: with them the object is of the kind that holds the leaf.
   */
  literals: { path: string[]; value: unknown }[];
}

/**
 * Every text, date, number, yes/no and choice a request schema takes, with a text's maximum length and a
 * number's bounds: what a generated test fills with an over-long text, a far-future date or a value of
 * the wrong kind to see the call refuse it.
 */
export function inputLeavesOf(schema: z.ZodType): InputLeaf[] {
  const leaves: InputLeaf[] = [];
  const seen = new Set<z.ZodType>();
  type Literals = InputLeaf['literals'];
  const visit = (node: z.ZodType, path: string[], literals: Literals): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    if (def.type === 'string') {
      const format = def.format as string | undefined;
      const kind = format === 'datetime' ? 'date-time' : format === 'date' ? 'date' : 'text';
      leaves.push({ path, kind, maxLength: maximumOf(node) ?? Infinity, literals });
    } else if (def.type === 'number') {
      const number = node as z.ZodNumber;
      leaves.push({
        path,
        kind: 'number',
        maxLength: Infinity,
        literals,
        ...(Number.isFinite(number.minValue) ? { minimum: number.minValue! } : {}),
        ...(Number.isFinite(number.maxValue) ? { maximum: number.maxValue! } : {}),
        integer: number.isInt,
      });
    } else if (def.type === 'boolean' || def.type === 'enum') {
      leaves.push({ path, kind: def.type, maxLength: Infinity, literals });
    } else if (def.type === 'object') {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>);
      const fixed = fields.flatMap(([key, field]) => {
        const fieldDef = defOf(field);
        const values = fieldDef.values as unknown[] | undefined;
        return fieldDef.type === 'literal' && values?.length
          ? [{ path: [...path, key], value: values[0] }]
          : [];
      });
      for (const [key, field] of fields) visit(field, [...path, key], [...literals, ...fixed]);
    } else if (def.type === 'array') {
      visit(def.element as z.ZodType, [...path, '[]'], literals);
    } else if (def.type === 'pipe') {
      // A preprocess is a pipe from a transform: then the caller's value is what `out` checks.
      visit(def.in as z.ZodType, path, literals);
      visit(def.out as z.ZodType, path, literals);
    } else if (def.type === 'union') {
      for (const option of def.options as z.ZodType[]) visit(option, path, literals);
    } else if ('innerType' in def) {
      visit(def.innerType as z.ZodType, path, literals);
    }
  };
  visit(schema, [], []);
  // A union or pipe may reach the same place twice: keep the first.
  const unique = new Map(leaves.map((leaf) => [`${leaf.path.join('.')}|${leaf.kind}`, leaf]));
  return [...unique.values()];
}

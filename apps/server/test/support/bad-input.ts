import type { InjectOptions } from 'fastify';
import type { EndpointDefinition, InputLeaf } from '@achterhoek/contracts';
import type { MatrixRequest } from './matrix-requests.js';

/** A part of a request that carries input the contract checks. */
export type InputPart = 'params' | 'query' | 'body';

/** One wrong value for a leaf, and what it is, for the failure message. */
export interface BadValue {
  what: string;
  value: unknown;
}

/**
 * Values the leaf's schema must refuse: the wrong kind (a number for a text, a word for a number), a
 * control character, a number beyond its bounds or with a fraction where a whole one is asked, a word
 * that is not one of the choices. In a path or a query every value is a text, as a URL carries it.
 */
export function badValuesOf(leaf: InputLeaf, part: InputPart): BadValue[] {
  const inUrl = part !== 'body';
  const asSent = (value: number) => (inUrl ? String(value) : value);
  switch (leaf.kind) {
    case 'text':
      return [
        { what: 'a control character', value: 'ab\u0007cd' },
        ...(inUrl ? [] : [{ what: 'a number for a text', value: 12345 }]),
      ];
    case 'date':
    case 'date-time':
      return [{ what: 'no date', value: inUrl ? 'geen-datum' : 20260302 }];
    case 'number':
      return [
        { what: 'a word for a number', value: 'twaalf' },
        ...(leaf.minimum !== undefined
          ? [{ what: 'below the minimum', value: asSent(leaf.minimum - 1) }]
          : []),
        ...(leaf.maximum !== undefined
          ? [{ what: 'above the maximum', value: asSent(leaf.maximum + 1) }]
          : []),
        { what: 'a huge number', value: asSent(1e20) },
        ...(leaf.integer ? [{ what: 'a fraction', value: asSent(1.5) }] : []),
      ];
    case 'boolean':
      return [{ what: 'a word for yes or no', value: 'misschien' }];
    case 'enum':
      return [{ what: 'no choice', value: 'GEEN_KEUZE' }];
  }
}

/** `root` with `value` at `path` (a `[]` segment is the first item of a list, made when missing). */
export function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(root ?? {}) as Record<string, unknown>;
  const holder: Record<string, unknown> = { root: copy };
  let parent: Record<string | number, unknown> = holder;
  let key: string | number = 'root';
  for (const segment of path) {
    const index = segment === '[]';
    let next = parent[key];
    if (index && !(Array.isArray(next) && next.length > 0)) next = [{}];
    if (!index && (typeof next !== 'object' || next === null)) next = {};
    parent[key] = next;
    parent = next as Record<string | number, unknown>;
    key = index ? 0 : segment;
  }
  parent[key] = value;
  return holder.root;
}

/**
 * The request `base` (a call the contract accepts) with `value` at the leaf's place: the fixed values of
 * the objects on the way put in first, so the object is of the kind that holds the leaf.
 */
export function requestWithBadValue(
  call: EndpointDefinition,
  base: MatrixRequest['parts'],
  part: InputPart,
  leaf: InputLeaf,
  value: unknown,
): InjectOptions {
  const params = part === 'params' ? { ...base.params, [leaf.path[0]!]: String(value) } : base.params;
  const query = part === 'query' ? { ...base.query, [leaf.path[0]!]: String(value) } : base.query;
  let body = base.body;
  if (part === 'body') {
    for (const literal of leaf.literals) body = withValueAt(body, literal.path, literal.value);
    body = withValueAt(body, leaf.path, value);
  }
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return {
    method: call.method,
    url: search ? `${path}?${search}` : path,
    ...(base.headers ? { headers: base.headers } : {}),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  };
}

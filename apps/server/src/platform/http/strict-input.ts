import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { unknownFieldsOf } from '@achterhoek/contracts';
import { BadRequestError } from '../errors.js';

/** The names the error answers use for the parts of a request (as zod's refusals name them). */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'querystring' };

/**
 * The contracts' validation, and then no field the contract does not know: a body or query with an extra
 * or misspelt field answers 400 naming it, instead of the value being dropped without a word (the caller
 * would think it stored). Headers are left loose: browsers and proxies add their own.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const part = route.httpPart ? PART_NAMES[route.httpPart] : undefined;
  if (!part) return validate;
  return (data) => {
    // The zod compiler answers synchronously, with `{ value }` or `{ error }`.
    const result = validate(data) as { error?: Error; value?: unknown };
    if (result.error) return result;
    const unknown = unknownFieldsOf(route.schema, data);
    if (unknown.length === 0) return result;
    const fields = unknown.map((path) => [part, ...path].join('.'));
    const message = `Invalid input: ${fields.map((field) => `${field}: unknown field`).join('; ')}`;
    return { error: new BadRequestError(message, 'VALIDATION', fields) };
  };
};

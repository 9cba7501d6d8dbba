import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isWholeMessage, type ApiError } from '@achterhoek/contracts';
import { BusinessError } from './errors.js';
import { errorChain, loggableError } from './loggable-error.js';

interface ValidationIssue {
  path: string;
  message: string;
  /** The contract gave this issue the words of the whole answer (WHOLE_MESSAGE_PARAMS). */
  whole?: boolean;
}

/** Pure mapping from anything thrown in a request to the JSON body and status the client sees. */
export function toApiError(error: unknown, validationIssues?: ValidationIssue[]): ApiError {
  // A contract's own words for a failure answer alone, naming their field; the first one when several.
  const whole = validationIssues?.find((issue) => issue.whole);
  if (whole) return { status: 400, message: whole.message, code: 'VALIDATION', fields: [whole.path] };
  if (validationIssues && validationIssues.length > 0) {
    const fields = [...new Set(validationIssues.map((issue) => issue.path))];
    return {
      status: 400,
      message: `Invalid input: ${validationIssues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      code: 'VALIDATION',
      fields,
    };
  }
  if (error instanceof BusinessError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.fields?.length ? { fields: error.fields } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return { status: 400, message: 'Malformed JSON in request body', code: 'MALFORMED_JSON' };
    }
    return {
      status,
      message: fastifyError?.message ?? 'Bad request',
      ...(fastifyError?.code ? { code: fastifyError.code } : {}),
    };
  }
  if (databaseDataException(error)) {
    return { status: 400, message: 'Invalid input: a value cannot be stored', code: 'INVALID_VALUE' };
  }
  return { status: 500, message: 'Internal server error', code: 'INTERNAL' };
}

/**
 * PostgreSQL's class 22, "data exception": a value the database cannot take (bad encoding, a number out of
 * range, text too long). The contracts should refuse such input first; when one slips through it is still
 * the caller's input, not a server fault.
 */
function databaseDataException(error: unknown): boolean {
  return errorChain(error).some((item) => {
    const code = (item as { code?: unknown }).code;
    return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
  });
}

/**
 * Turns zod issues into "where: what" pairs. An unknown key is reported by zod on its parent object; we
 * name the unknown key itself so the caller sees which field to remove.
 */
export function zodIssuesToValidation(
  context: string,
  issues: ReadonlyArray<{
    path: ReadonlyArray<PropertyKey>;
    message: string;
    code?: string;
    keys?: string[];
    params?: unknown;
  }>,
): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const base = [context, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => ({ path: `${base}.${key}`, message: 'unknown field' }));
    }
    return [{ path: base, message: issue.message, ...(isWholeMessage(issue.params) ? { whole: true } : {}) }];
  });
}

function validationIssuesOf(error: unknown): ValidationIssue[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const context = error.validationContext ?? 'input';
  return error.validation.flatMap((entry) => {
    const path = entry.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    // fastify-type-provider-zod keeps the rest of the zod issue in `params`, its own params among them.
    const { keys, params } = entry.params as { keys?: string[]; params?: unknown };
    return zodIssuesToValidation(context, [
      { path, message: entry.message ?? 'invalid', code: entry.keyword, keys, params },
    ]);
  });
}

export function notFoundBody(request: FastifyRequest): ApiError {
  return { status: 404, message: `No such route: ${request.method} ${request.url.split('?')[0]}` };
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a parameter longer than the
 * router takes, 414; a malformed URL, 400), answered in the API's `{ status, message, code }` shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = toApiError(error);
  void reply.status(body.status).type('application/json').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = toApiError(error, validationIssuesOf(error));
    if (body.status >= 500) {
      // Logged with the request id so an operator can find it; the client only gets the id.
      request.log.error({ err: loggableError(error) }, 'request failed');
      body.requestId = String(request.id);
    }
    if (body.status === 401) void reply.header('www-authenticate', 'Bearer');
    const retryAfter = (error as { headers?: Record<string, string> })?.headers?.['retry-after'];
    if (retryAfter) void reply.header('retry-after', retryAfter);
    return reply.status(body.status).type('application/json').send(body);
  });
}

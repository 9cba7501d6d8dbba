/** Status used for a request that never got an HTTP answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR_STATUS = 0;

// The server answers every failure as { status, message, code?, fields? } (DESIGN.md §4, ApiErrorSchema
// in contracts), where `fields` names the inputs that failed validation. The body is read leniently: a
// proxy's or an older server's variant must still give the user the status and the message. It is read
// by hand rather than with the contract's schemas because every request needs it, the first page's too,
// which should not wait for the validation library.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** The inputs a 400 refused, by path ("address.postalCode"); empty for other errors. */
  readonly fields: readonly string[];

  constructor(status: number, message: string, code?: string, fields: readonly string[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds an ApiError from a failed response's body, tolerating bodies that are not the usual JSON. */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body) || typeof body.message !== 'string') {
    return new ApiError(status, statusText || `HTTP ${status}`);
  }
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(status, body.message, code, fieldsOf(body.fields));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The refused inputs in any of the shapes servers use: a list of names, a list of issues with a `path`
 * (a name, or its parts), or an object keyed by name. Anything else names no field.
 */
function fieldsOf(raw: unknown): string[] {
  if (isRecord(raw)) return Object.keys(raw);
  if (!Array.isArray(raw)) return [];
  if (raw.every((field) => typeof field === 'string')) return raw;
  const paths = raw.map((field) => (isRecord(field) ? pathOf(field.path) : undefined));
  return paths.every((path) => path !== undefined) ? paths : [];
}

function pathOf(path: unknown): string | undefined {
  if (typeof path === 'string') return path;
  const isPart = (part: unknown) => typeof part === 'string' || typeof part === 'number';
  return Array.isArray(path) && path.every(isPart) ? path.join('.') : undefined;
}

/** A call that got no answer at all: no connection (or the server could not be reached). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === NETWORK_ERROR_STATUS;
}

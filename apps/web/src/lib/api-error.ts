import { z } from 'zod';

/** Status used for a request that never got an HTTP answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR_STATUS = 0;

// The server answers every failure as { status, message, code?, fields? } (DESIGN.md §4, ApiErrorSchema
// in contracts), where `fields` names the inputs that failed validation. The body is read leniently: a
// proxy's or an older server's variant must still give the user the status and the message.
const errorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
});
const fieldNames = z.union([
  z.array(z.string()),
  z.array(z.looseObject({ path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]) })),
  z.record(z.string(), z.unknown()),
]);

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
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return new ApiError(status, statusText || `HTTP ${status}`);
  return new ApiError(status, parsed.data.message, parsed.data.code, fieldsOf(parsed.data['fields']));
}

function fieldsOf(raw: unknown): string[] {
  const parsed = fieldNames.safeParse(raw);
  if (!parsed.success) return [];
  const fields = parsed.data;
  if (!Array.isArray(fields)) return Object.keys(fields);
  return fields.map((field) =>
    typeof field === 'string' ? field : Array.isArray(field.path) ? field.path.join('.') : field.path,
  );
}

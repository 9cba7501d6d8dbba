/**
 * Business errors. Services throw these; the error handler turns them into `{ status, message, code? }`
 * with the matching HTTP status (DESIGN.md §4, reference §0 error mapping).
 */
export class BusinessError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The request fields that failed (`body.phoneNumber`), for a 400 the schema could not catch. */
    readonly fields?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends BusinessError {
  constructor(message: string, code?: string, fields?: string[]) {
    super(400, message, code, fields);
  }
}

export interface FieldProblem {
  /** Where, as in schema validation errors: `body.phoneNumber`, `query.receiverId`. */
  field: string;
  message: string;
}

/**
 * A 400 for input that passed the schema but broke a rule only the service can check (a phone number
 * for the address's country, an IBAN checksum). Same shape as a schema validation error.
 */
export function invalidFields(problems: FieldProblem[]): BadRequestError {
  return new BadRequestError(
    `Invalid input: ${problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ')}`,
    'VALIDATION',
    [...new Set(problems.map((problem) => problem.field))],
  );
}
export class UnauthorizedError extends BusinessError {
  constructor(message = 'Authentication required', code?: string) {
    super(401, message, code);
  }
}
export class PaymentRequiredError extends BusinessError {
  constructor(message: string, code?: string) {
    super(402, message, code);
  }
}
export class ForbiddenError extends BusinessError {
  constructor(message = 'Not allowed', code?: string) {
    super(403, message, code);
  }
}
export class NotFoundError extends BusinessError {
  constructor(message = 'Not found', code?: string) {
    super(404, message, code);
  }
}
export class ConflictError extends BusinessError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}
export class UnprocessableError extends BusinessError {
  constructor(message: string, code?: string) {
    super(422, message, code);
  }
}
/** A limit was reached (429); the message says when to try again. */
export class TooManyRequestsError extends BusinessError {
  constructor(message: string, code?: string) {
    super(429, message, code);
  }
}
export class LegalReasonsError extends BusinessError {
  constructor(message: string, code?: string) {
    super(451, message, code);
  }
}

/**
 * 429: the caller made this call more often than its declared rate allows. `headers` carries the
 * Retry-After the error handler sends along.
 */
export class RateLimitedError extends BusinessError {
  readonly headers: Record<string, string>;
  constructor(retryAfterSeconds: number) {
    super(
      429,
      `Te veel verzoeken achter elkaar. Probeer het over ${retryAfterSeconds} seconden opnieuw.`,
      'RATE_LIMITED',
    );
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

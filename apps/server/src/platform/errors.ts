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
/** The class of the business errors with one HTTP status: each is thrown with its message. */
function withStatus(status: number) {
  return class extends BusinessError {
    constructor(message: string, code?: string) {
      super(status, message, code);
    }
  };
}

/** The same, for a status whose errors may leave the message out: then `defaultMessage` is given. */
function withStatusAndDefault(status: number, defaultMessage: string) {
  return class extends BusinessError {
    constructor(message = defaultMessage, code?: string) {
      super(status, message, code);
    }
  };
}

export class UnauthorizedError extends withStatusAndDefault(401, 'Authentication required') {}
export class PaymentRequiredError extends withStatus(402) {}
export class ForbiddenError extends withStatusAndDefault(403, 'Not allowed') {}
export class NotFoundError extends withStatusAndDefault(404, 'Not found') {}
export class ConflictError extends withStatus(409) {}
export class UnprocessableError extends withStatus(422) {}
/** A limit was reached (429); the message says when to try again. */
export class TooManyRequestsError extends withStatus(429) {}
export class LegalReasonsError extends withStatus(451) {}

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

import { describe, expect, it } from 'vitest';
import { WHOLE_MESSAGE_PARAMS } from '@achterhoek/contracts';
import { toApiError, zodIssuesToValidation } from './error-handler.js';
import { loggableError } from './loggable-error.js';
import {
  ConflictError,
  invalidFields,
  LegalReasonsError,
  NotFoundError,
  PaymentRequiredError,
  UnprocessableError,
} from './errors.js';

describe('error mapping', () => {
  it.each([
    [new NotFoundError('Trip not found'), 404],
    [new ConflictError('Profile exists'), 409],
    [new PaymentRequiredError('Not enough credits'), 402],
    [new UnprocessableError('Ride overlaps'), 422],
    [new LegalReasonsError('Consent missing'), 451],
  ])('maps %s to its status with its message', (error, status) => {
    expect(toApiError(error)).toEqual({ status, message: error.message });
  });

  it('keeps a business error code', () => {
    expect(toApiError(new UnprocessableError('Ride overlaps', 'RIDE_OVERLAPS'))).toEqual({
      status: 422,
      message: 'Ride overlaps',
      code: 'RIDE_OVERLAPS',
    });
  });

  it('hides the message of anything unexpected behind a 500', () => {
    expect(toApiError(new Error('secret detail'))).toEqual({
      status: 500,
      message: 'Internal server error',
      code: 'INTERNAL',
    });
  });

  it('passes client errors raised by the framework through with their status', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toApiError(tooLarge)).toEqual({
      status: 413,
      message: 'Request body is too large',
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  });

  it('names the failing fields of a rule checked by a service', () => {
    expect(
      toApiError(
        invalidFields([
          { field: 'body.phoneNumber', message: 'invalid phone number' },
          { field: 'body.iban', message: 'invalid IBAN' },
        ]),
      ),
    ).toEqual({
      status: 400,
      message: 'Invalid input: body.phoneNumber: invalid phone number; body.iban: invalid IBAN',
      code: 'VALIDATION',
      fields: ['body.phoneNumber', 'body.iban'],
    });
  });

  it('reports validation problems as 400 with the failing fields', () => {
    const issues = zodIssuesToValidation('body', [
      { path: ['seats'], message: 'Too big', code: 'too_big' },
      { path: [], message: 'Unrecognized keys', code: 'unrecognized_keys', keys: ['extra', 'other'] },
    ]);
    expect(toApiError(undefined, issues)).toEqual({
      status: 400,
      message: 'Invalid input: body.seats: Too big; body.extra: unknown field; body.other: unknown field',
      code: 'VALIDATION',
      fields: ['body.seats', 'body.extra', 'body.other'],
    });
  });

  it("answers with a contract's own words alone when it marks an issue as the whole message", () => {
    const issues = zodIssuesToValidation('querystring', [
      { path: ['nrSeats'], message: 'Too big', code: 'too_big' },
      { path: ['to'], message: 'to is mandatory', code: 'custom', params: WHOLE_MESSAGE_PARAMS },
      {
        path: ['travelTime'],
        message: 'travelTime is mandatory',
        code: 'custom',
        params: WHOLE_MESSAGE_PARAMS,
      },
    ]);
    expect(toApiError(undefined, issues)).toEqual({
      status: 400,
      message: 'to is mandatory',
      code: 'VALIDATION',
      fields: ['querystring.to'],
    });
  });

  it('keeps listing custom issues without the mark', () => {
    const issues = zodIssuesToValidation('body', [
      { path: ['iban'], message: 'invalid IBAN', code: 'custom', params: { other: true } },
    ]);
    expect(toApiError(undefined, issues)).toMatchObject({
      message: 'Invalid input: body.iban: invalid IBAN',
      fields: ['body.iban'],
    });
  });
});

describe('database errors and logs', () => {
  /** What a query error looks like: the query and its parameters in the message, the driver's cause. */
  function queryError(code: string): Error {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code,
      detail: 'Key (phone_number)=(0612345678) already exists.',
    });
    return new Error(
      'Failed query: update profile.profiles set first_name = $1\nparams: Gerda,NL91ABNA0417164300',
      {
        cause,
      },
    );
  }

  it('answers 400, not 500, when the database cannot take a value (its data exceptions, class 22)', () => {
    expect(toApiError(queryError('22021'))).toMatchObject({ status: 400, code: 'INVALID_VALUE' });
    expect(toApiError(queryError('22003'))).toMatchObject({ status: 400 });
    expect(toApiError(queryError('23505'))).toMatchObject({ status: 500 });
  });

  it('logs the kind, code and query of a failure but none of the values it was about', () => {
    const logged = JSON.stringify(loggableError(queryError('23505')));
    expect(logged).toContain('Failed query: update profile.profiles');
    expect(logged).toContain('23505');
    for (const personal of ['Gerda', 'NL91ABNA0417164300', '0612345678'])
      expect(logged).not.toContain(personal);
  });
});

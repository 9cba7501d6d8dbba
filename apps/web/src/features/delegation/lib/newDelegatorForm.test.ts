import { describe, expect, it } from 'vitest';
import { nl, type MessageId } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-error';
import { TEST_NOW } from '../../../test/clock';
import {
  emptyNewDelegator,
  newDelegatorFailure,
  newDelegatorIssues,
  stepOfField,
  type NewDelegatorValues,
} from './newDelegatorForm';

const complete: NewDelegatorValues = {
  ...emptyNewDelegator,
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.nl',
  phoneNumber: '06 12345678',
  dateOfBirth: '1950-03-15',
  address: {
    locality: 'Zelhem',
    countryCode: 'NL',
    location: { type: 'Point', coordinates: [6.3486, 52.0067] },
  },
  acceptedTerms: true,
  safetyGuidelines: true,
  olderThanSixteen: true,
};
const issuesOf = (values: Partial<NewDelegatorValues>) =>
  newDelegatorIssues({ ...complete, ...values }, TEST_NOW);
const format = (id: MessageId) => nl[id];

describe('the new-account rules', () => {
  it('accepts a complete answer, and a foreign number with its country code', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ phoneNumber: '+49 151 23456789' })).toEqual([]);
  });

  it('takes birth dates from 1920-01-01 up to today only', () => {
    expect(issuesOf({ dateOfBirth: '2025-03-18' })).toEqual([]);
    expect(issuesOf({ dateOfBirth: '2025-03-19' })).toEqual([
      { field: 'dateOfBirth', message: 'dateOfBirth.future' },
    ]);
    expect(issuesOf({ dateOfBirth: '1919-12-31' })).toEqual([
      { field: 'dateOfBirth', message: 'dateOfBirth.outOfRange' },
    ]);
    expect(issuesOf({ dateOfBirth: null })).toEqual([
      { field: 'dateOfBirth', message: 'common.fieldRequired' },
    ]);
  });

  it('names each missing consent, and finds the step of each field', () => {
    expect(issuesOf({ olderThanSixteen: false }).map((issue) => issue.field)).toEqual(['olderThanSixteen']);
    expect(stepOfField('email')).toBe(1);
    expect(stepOfField('dateOfBirth')).toBe(2);
    expect(stepOfField('address')).toBe(3);
    expect(stepOfField('acceptedTerms')).toBe(4);
  });
});

describe('what a refusal says', () => {
  it('never shows an English server message', () => {
    expect(newDelegatorFailure(new ApiError(409, 'Email exists'), format)).toEqual({
      notice: { serverMessage: 'Er bestaat al een account met dit e-mailadres.' },
      fields: [{ field: 'email', message: 'Er bestaat al een account met dit e-mailadres.' }],
    });
    expect(
      newDelegatorFailure(new ApiError(400, 'Invalid email address', 'VALIDATION', ['body.email']), format),
    ).toEqual({
      notice: { id: 'delegation.new.error' },
      fields: [{ field: 'email', message: 'Ongeldig email adres' }],
    });
    expect(newDelegatorFailure(new TypeError('offline'), format)).toEqual({
      notice: { id: 'delegation.new.error' },
      fields: [],
    });
  });
});

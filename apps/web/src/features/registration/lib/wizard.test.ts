import { describe, expect, it } from 'vitest';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-error';
import {
  REDIRECT_AFTER_CREATE_MS,
  createProfileRequest,
  creationOutcome,
  stepIssues,
  type RegistrationValues,
} from './wizard';

const complete: RegistrationValues = {
  firstName: 'Anna',
  lastName: 'Jansen',
  email: 'anna@example.nl',
  safetyGuidelines: true,
  olderThanSixteen: true,
  acceptedTerms: true,
  address: {
    label: 'Zelhem',
    locality: 'Zelhem',
    countryCode: 'NL',
    location: { type: 'Point', coordinates: [6.35, 52.0] },
  },
  userRole: 'both',
};

describe('registration wizard rules', () => {
  it('step 0 needs names, a valid e-mail and both consent checkboxes', () => {
    expect(stepIssues(complete, 0)).toEqual([]);
    expect(
      stepIssues(
        { ...complete, firstName: '', email: 'anna@', safetyGuidelines: false, olderThanSixteen: false },
        0,
      ),
    ).toEqual([
      { field: 'firstName', message: 'common.required' },
      { field: 'email', message: 'common.invalidEmail' },
      { field: 'safetyGuidelines', message: null },
      { field: 'olderThanSixteen', message: null },
    ]);
    expect(nl['common.invalidEmail']).toBe('Ongeldig email adres');
  });

  it('step 1 needs the terms accepted', () => {
    expect(stepIssues({ ...complete, acceptedTerms: false }, 1)).toEqual([
      { field: 'acceptedTerms', message: null },
    ]);
  });

  it('step 2 needs an address with a locality and coordinates', () => {
    expect(stepIssues({ ...complete, address: null }, 2)).toEqual([
      { field: 'address', message: 'common.required' },
    ]);
    expect(nl['common.required']).toBe('Verplicht veld');
    expect(stepIssues({ ...complete, address: { ...complete.address!, locality: '' } }, 2)).toHaveLength(1);
  });

  it('step 3 needs a role', () => {
    expect(stepIssues({ ...complete, userRole: null }, 3)).toEqual([{ field: 'userRole', message: null }]);
  });

  it('creates the profile with the consent given', () => {
    expect(createProfileRequest(complete, 'sub-1')).toEqual({
      id: 'sub-1',
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.nl',
      address: complete.address,
      userRole: 'both',
      consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    });
  });

  it('tells each creation result in the spec words', () => {
    expect(REDIRECT_AFTER_CREATE_MS).toBe(4000);
    expect(creationOutcome(null)).toEqual({ kind: 'created' });
    expect(creationOutcome(new ApiError(409, 'Exists'))).toEqual({ kind: 'exists' });
    expect(creationOutcome(new ApiError(422, 'Missing'))).toEqual({
      kind: 'failed',
      message: 'registration.finish.missingData',
    });
    expect(creationOutcome(new ApiError(451, 'Consent'))).toEqual({
      kind: 'failed',
      message: 'registration.finish.consent',
    });
    expect(creationOutcome(new ApiError(400, 'Address is invalid'))).toEqual({
      kind: 'failedWithText',
      text: 'Address is invalid',
    });
    expect(creationOutcome(new ApiError(0, 'Network error', 'NETWORK'))).toEqual({
      kind: 'failed',
      message: 'common.networkError',
    });
    expect(nl['common.networkError']).toBe('Netwerkstoring');
  });
});

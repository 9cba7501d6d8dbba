import { describe, expect, it } from 'vitest';
import { nl } from '../../../i18n/nl';
import { testProfile } from '../../../test/fakeApi';
import {
  accountFormValues,
  accountIssues,
  applyAccountForm,
  bankAccountOf,
  type AccountFormValues,
} from './accountForm';

const valid: AccountFormValues = accountFormValues(testProfile());
const today = new Date(2025, 5, 15);
const messages = (values: AccountFormValues) =>
  Object.fromEntries(accountIssues(values, today).map(({ field, message }) => [field, nl[message]]));

describe('account validation', () => {
  it('accepts a complete profile', () => {
    expect(accountIssues(valid, today)).toEqual([]);
  });

  it('requires first and last name', () => {
    expect(messages({ ...valid, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Veld is verplicht',
      lastName: 'Veld is verplicht',
    });
  });

  it('checks the e-mail pattern', () => {
    expect(messages({ ...valid, email: 'gerda@' })).toEqual({ email: 'Ongeldig email adres' });
  });

  it('checks the phone number for the address country, and allows none', () => {
    expect(messages({ ...valid, phoneNumber: '12345' })).toEqual({ phoneNumber: 'Ongeldig nummer' });
    expect(messages({ ...valid, phoneNumber: '0612345678' })).toEqual({});
    expect(messages({ ...valid, phoneNumber: '' })).toEqual({});
  });

  it('checks the IBAN and wants a holder with it', () => {
    expect(messages({ ...valid, iban: 'NL00BANK0123456789', ibanHolder: 'G. Wassink' })).toEqual({
      iban: 'Ongeldig IBAN rekeningnummer',
    });
    expect(messages({ ...valid, iban: 'NL91ABNA0417164300', ibanHolder: '' })).toEqual({
      ibanHolder: 'Veld is verplicht',
    });
    expect(messages({ ...valid, iban: '', ibanHolder: '' })).toEqual({});
  });

  it('allows a birth date up to today only', () => {
    expect(messages({ ...valid, dateOfBirth: '2025-06-16' })).toEqual({
      dateOfBirth: 'De datum mag niet na vandaag liggen.',
    });
    expect(messages({ ...valid, dateOfBirth: '2025-06-15' })).toEqual({});
  });

  it('requires the home address', () => {
    expect(messages({ ...valid, address: null })).toEqual({ address: 'Veld is verplicht' });
  });

  it('shows a stored phone number the Dutch way', () => {
    expect(accountFormValues(testProfile({ phoneNumber: '+31612345601' })).phoneNumber).toBe('06 12345601');
  });

  it('stores a tidy profile: trimmed, phone in E.164, the bank account left to the banker', () => {
    const values = {
      ...valid,
      firstName: ' Gerda ',
      phoneNumber: '0612345678',
      iban: 'nl91 abna 0417 1643 00',
      ibanHolder: ' G. Wassink ',
    };
    const saved = applyAccountForm(testProfile({ iban: 'NL02RABO0123456789', ibanHolder: 'Oud' }), values);
    expect(saved).toMatchObject({ firstName: 'Gerda', phoneNumber: '+31612345678' });
    // The profile's old copy is not what the form edits: it is no longer sent (see toUpdateRequest).
    expect(saved).toMatchObject({ iban: 'NL02RABO0123456789', ibanHolder: 'Oud' });
    expect(applyAccountForm(testProfile(), { ...valid, phoneNumber: ' ' })).toMatchObject({
      phoneNumber: null,
    });
  });

  it('reads the bank fields from the banker account and writes them tidy, the holder only with an IBAN', () => {
    const values = accountFormValues(testProfile({ iban: 'NL02RABO0123456789' }), {
      iban: 'NL91ABNA0417164300',
      ibanHolder: 'G. Wassink',
    });
    expect(values).toMatchObject({ iban: 'NL91ABNA0417164300', ibanHolder: 'G. Wassink' });
    expect(accountFormValues(testProfile({ iban: 'NL02RABO0123456789' }))).toMatchObject({ iban: '' });
    expect(bankAccountOf({ ...valid, iban: 'nl91 abna 0417 1643 00', ibanHolder: ' G. Wassink ' })).toEqual({
      iban: 'NL91ABNA0417164300',
      ibanHolder: 'G. Wassink',
    });
    expect(bankAccountOf({ ...valid, iban: ' ', ibanHolder: 'G. Wassink' })).toEqual({
      iban: null,
      ibanHolder: null,
    });
  });
});

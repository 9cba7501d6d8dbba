// Phone and IBAN checks. Kept apart from the other rules because their libraries are large (the phone
// metadata especially): only the pages that need them load them.
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const DEFAULT_COUNTRY = 'NL';

/** The country a phone number is read in: the address country when known, else the Netherlands. */
function phoneCountry(countryCode: string | null | undefined) {
  const code = countryCode?.toUpperCase();
  return code && isSupportedCountry(code) ? code : DEFAULT_COUNTRY;
}

/**
 * Spec 000 §5: a phone number must be valid for the address country (default NL). The full metadata
 * ('max') is used: the small set takes any five digits for a Dutch number.
 */
export function isValidPhone(value: string, countryCode?: string | null): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  return isValidPhoneNumber(trimmed, phoneCountry(countryCode));
}

/** A valid number as it is stored: E.164 ("+31612345678"); anything else trimmed as it is. */
export function phoneForStorage(value: string, countryCode?: string | null): string {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(countryCode));
  return parsed?.isValid() ? parsed.number : value.trim();
}

/** A valid number written the way people in that country write it ("06 12345678"). */
export function formatPhone(value: string, countryCode?: string | null): string {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(countryCode));
  if (!parsed?.isValid()) return value.trim();
  return parsed.country === phoneCountry(countryCode)
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The IBAN without spaces, in capitals: how it is stored. */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  const electronic = normaliseIban(value);
  return electronic.length > 0 && isValidIBAN(electronic);
}

/**
 * An IBAN as people read it, in groups of four ('NL91 ABNA 0417 1643 00'); anything that is not a valid
 * IBAN comes back trimmed as typed, so the person can see and correct it.
 */
export function friendlyIban(value: string): string {
  if (!isValidIban(value)) return value.trim();
  return friendlyFormatIBAN(normaliseIban(value)) ?? value.trim();
}

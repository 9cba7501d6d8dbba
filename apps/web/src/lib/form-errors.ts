import type { IntlShape } from 'react-intl';
import { nl, type MessageId } from '../i18n/nl';

function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(nl, value);
}

/**
 * Form rules report catalogue ids as their messages ('common.required'); this turns a field's error
 * into the Dutch text to show under the field.
 */
export function errorText(intl: IntlShape, error: { message?: string } | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return isMessageId(message) ? intl.formatMessage({ id: message }) : message;
}

/**
 * The form fields a server 400 named (`fields: ['body.phoneNumber', 'body.address.locality']`),
 * reduced to the top-level names the form knows.
 */
export function serverFieldNames<T extends string>(fields: readonly string[], known: readonly T[]): T[] {
  const names = fields.map((field) => field.replace(/^body\./, '').split(/[.[]/)[0] ?? '');
  return known.filter((name) => names.includes(name));
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorText } from '../lib/form-errors';
import type { PersonValues } from '../lib/person-form';
import { AddressPicker } from './AddressPicker';
import { BirthDateInput } from './BirthDateInput';

/**
 * The fields of the person form (src/lib/person-form.ts), shared by the registration wizard, the account
 * page, the new-delegator wizard and the onboarding page. They sit inside the page's react-hook-form
 * `FormProvider`, whose values hold the person fields the page shows, and each shows its own error.
 */

type PersonTextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
type PersonTextFieldProps = Omit<TextInputProps, 'name' | 'error'> & { name: PersonTextField };

function PersonTextInput({ name, ...props }: PersonTextFieldProps) {
  const intl = useIntl();
  const { register, control } = useFormContext<PersonValues>();
  const { errors } = useFormState({ control, name });
  return <TextInput {...props} {...register(name)} error={errorText(intl, errors[name])} />;
}

/**
 * First and last name, both required. The browser fills them in for the user's own account; for
 * somebody else's (`forSomebodyElse`) it offers nothing.
 */
export function PersonNameFields({ forSomebodyElse = false }: { forSomebodyElse?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <PersonTextInput
        name="firstName"
        label={intl.formatMessage({ id: 'person.firstName' })}
        required
        autoComplete={forSomebodyElse ? 'off' : 'given-name'}
      />
      <PersonTextInput
        name="lastName"
        label={intl.formatMessage({ id: 'person.lastName' })}
        required
        autoComplete={forSomebodyElse ? 'off' : 'family-name'}
      />
    </>
  );
}

type EmailFieldProps = Omit<TextInputProps, 'name' | 'error' | 'label' | 'type'>;

/** The e-mail address ('E-mailadres'); the page says whether it is required or read-only. */
export function EmailField(props: EmailFieldProps) {
  const intl = useIntl();
  return (
    <PersonTextInput
      name="email"
      type="email"
      label={intl.formatMessage({ id: 'person.email' })}
      {...props}
    />
  );
}

type PhoneFieldProps = Omit<TextInputProps, 'name' | 'error' | 'type'> & { label: string };

/** The phone number; the page names it ('Telefoonnummer', 'Mobiel nummer') and gives its hint. */
export function PhoneField(props: PhoneFieldProps) {
  return <PersonTextInput name="phoneNumber" type="tel" {...props} />;
}

/**
 * A person field that is not a plain input, wired to the page's form: its value, change, blur, ref and
 * name, and its error in Dutch.
 */
function useControlledPersonField<N extends 'dateOfBirth' | 'address'>(name: N) {
  const intl = useIntl();
  const { field, fieldState } = useController<PersonValues, N>({ name });
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    name: field.name,
    error: errorText(intl, fieldState.error),
  };
}

/** The date of birth ('Geboortedatum'), typed or picked from a calendar. */
export function BirthDateField({ required = false }: { required?: boolean }) {
  const intl = useIntl();
  const controlled = useControlledPersonField('dateOfBirth');
  return (
    <BirthDateInput
      label={intl.formatMessage({ id: 'dateOfBirth.label' })}
      required={required}
      {...controlled}
    />
  );
}

/** The home address ('Woonadres'), required, chosen from the geocoder's suggestions. */
export function HomeAddressField() {
  const intl = useIntl();
  const controlled = useControlledPersonField('address');
  return <AddressPicker label={intl.formatMessage({ id: 'address.label' })} required {...controlled} />;
}

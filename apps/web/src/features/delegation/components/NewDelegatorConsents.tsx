import { Alert, Button, Checkbox, Collapse, Fieldset, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TermsOfUse } from '../../../components/TermsOfUse';
import { CONSENT_FIELDS, type NewDelegatorValues } from '../lib/newDelegatorForm';

interface NewDelegatorConsentsProps {
  /** The new person's first name, as the texts name them. */
  name: string;
  register: UseFormRegister<NewDelegatorValues>;
  errors: FieldErrors<NewDelegatorValues>;
}

const consentLabels = {
  acceptedTerms: 'delegation.new.acceptTerms',
  safetyGuidelines: 'delegation.new.acceptSafety',
  olderThanSixteen: 'delegation.new.acceptAge',
} as const;

/**
 * The last step of /delegators/new: the same consents as the registration wizard (terms, safety
 * guidelines, 16 or older), read with the person and confirmed by the caregiver in their name. The terms
 * fold open on request, so the boxes stay in reach on a small screen. One alert says what is missing
 * ('Je moet akkoord gaan met de voorwaarden om verder te gaan.'); the boxes not ticked are marked.
 */
export function NewDelegatorConsents({ name, register, errors }: NewDelegatorConsentsProps) {
  const intl = useIntl();
  const [termsOpen, { toggle }] = useDisclosure(false);
  const termsId = useId();
  const safetyId = useId();
  const missing = CONSENT_FIELDS.some((field) => errors[field]);

  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage({ id: 'delegation.new.consentText' }, { name })}</Text>
      <Stack gap="xs">
        <Button
          variant="default"
          onClick={toggle}
          aria-expanded={termsOpen}
          aria-controls={termsId}
          style={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage({ id: 'delegation.new.readTerms' })}
        </Button>
        <Collapse expanded={termsOpen} id={termsId} keepMountedMode="display-none">
          <TermsOfUse headingOrder={3} />
        </Collapse>
      </Stack>
      <section aria-labelledby={safetyId}>
        <Title order={3} size="h4" id={safetyId} mb="xs">
          {intl.formatMessage({ id: 'registration.safetyTitle' })}
        </Title>
        <Text size="sm">{intl.formatMessage({ id: 'registration.safetyText' })}</Text>
      </section>
      <Fieldset legend={intl.formatMessage({ id: 'delegation.new.consentLegend' }, { name })}>
        <Stack gap="md">
          {CONSENT_FIELDS.map((field) => (
            <Checkbox
              key={field}
              size="md"
              required
              label={intl.formatMessage({ id: consentLabels[field as keyof typeof consentLabels] }, { name })}
              {...register(field)}
              error={Boolean(errors[field])}
            />
          ))}
        </Stack>
      </Fieldset>
      {missing && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage({ id: 'delegation.new.consentRequired' })}
        </Alert>
      )}
    </Stack>
  );
}

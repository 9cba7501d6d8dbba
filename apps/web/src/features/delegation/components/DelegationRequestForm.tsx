import type { Delegation, PublicProfile } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { BusyText } from '../../../components/BusyText';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/form-errors';
import { personName } from '../../../lib/names';
import { notify } from '../../../lib/notify';
import { useCreateDelegation, useDelegatorCandidates } from '../api/queries';
import {
  CANDIDATE_SEARCH_MIN_LENGTH,
  CANDIDATE_SEARCH_THROTTLE_MS,
  dutchServerMessage,
} from '../lib/delegationState';
import { StepSubmitButton } from './StepSubmitButton';

const requestFormSchema = z.object({
  delegator: z
    .custom<PublicProfile | null>()
    .refine((person) => person !== null, 'delegation.add.chooseFirst'),
  // Spec 000 §5: a new delegation needs the consent ticked.
  consent: z.boolean().refine((ticked) => ticked, 'delegation.add.consentRequired'),
});
type RequestFormInput = z.input<typeof requestFormSchema>;
type RequestForm = z.output<typeof requestFormSchema>;

interface DelegationRequestFormProps {
  onRequested: (delegation: Delegation) => void;
}

/**
 * The first step of /delegators/add (spec 000 §5): the user types a name, and from 3 characters on the
 * passengers with that name are looked for, at most every 500 ms; they pick one, declare that the person
 * agrees ('Je moet akkoord gaan met de voorwaarden om verder te gaan.' when not ticked) and ask for the
 * delegation: 'Je machtiging is aangevraagd.', and the person gets a code by SMS.
 */
export function DelegationRequestForm({ onRequested }: DelegationRequestFormProps) {
  const intl = useIntl();
  const self = useAuth().user?.profile.sub;
  const create = useCreateDelegation();
  const {
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<RequestFormInput, unknown, RequestForm>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { delegator: null, consent: false },
  });
  const chosen = useWatch({ control, name: 'delegator' });

  const onSubmit = handleSubmit(async ({ delegator }) => {
    if (create.isPending) return;
    try {
      const delegation = await create.mutateAsync(delegator.id);
      notify.info('delegation.add.requested');
      onRequested(delegation);
    } catch (error) {
      const message = dutchServerMessage(error);
      if (message) notify.error('delegation.serverMessage', { message });
      else if (isApiError(error) && error.status === 409) {
        notify.error('delegation.add.alreadyActive', { name: personName(delegator) });
      } else notify.error('delegation.add.requestError');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="delegator"
          render={({ field }) => (
            <CandidateSearch
              self={self}
              chosen={field.value}
              inputRef={field.ref}
              error={errorText(intl, errors.delegator)}
              onChoose={(person) => {
                field.onChange(person);
                // The declaration is about the person chosen: another person, another declaration.
                setValue('consent', false);
                clearErrors('consent');
              }}
            />
          )}
        />
        {chosen && (
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                size="md"
                required
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                label={intl.formatMessage({ id: 'delegation.add.consent' }, { name: personName(chosen) })}
                error={errorText(intl, errors.consent)}
              />
            )}
          />
        )}
        <StepSubmitButton label="delegation.add.submit" pending={create.isPending} />
      </Stack>
    </form>
  );
}

interface CandidateSearchProps {
  /** The signed-in user, who cannot act for themselves. */
  self: string | undefined;
  chosen: PublicProfile | null;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
  onChoose: (person: PublicProfile | null) => void;
}

/** The name search and the people found, to choose one from; typing again drops the choice. */
function CandidateSearch({ self, chosen, inputRef, error, onChoose }: CandidateSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const query = useThrottledValue(text, CANDIDATE_SEARCH_THROTTLE_MS).trim();
  const searchable = query.length >= CANDIDATE_SEARCH_MIN_LENGTH;
  const candidates = useDelegatorCandidates(query, CANDIDATE_SEARCH_MIN_LENGTH);
  const people = (candidates.data?.data ?? []).filter((person) => person.id !== self);
  const typedEnough = text.trim().length >= CANDIDATE_SEARCH_MIN_LENGTH;
  const waiting = typedEnough && (!searchable || query !== text.trim() || candidates.isPending);

  let status = null;
  if (typedEnough && candidates.isError && !waiting) {
    status = (
      <ErrorWithRetry onRetry={() => void candidates.refetch()} retrying={candidates.isFetching}>
        {intl.formatMessage({ id: 'delegation.add.searchError' })}
      </ErrorWithRetry>
    );
  } else if (waiting) {
    status = <BusyText gap="sm">{intl.formatMessage({ id: 'delegation.add.searching' })}</BusyText>;
  } else if (typedEnough && candidates.isSuccess) {
    status = (
      <Text>
        {people.length === 0
          ? intl.formatMessage({ id: 'delegation.add.noResults' })
          : intl.formatMessage({ id: 'delegation.add.resultCount' }, { count: people.length })}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        ref={inputRef}
        type="search"
        size="md"
        label={intl.formatMessage({ id: 'delegation.add.search' })}
        description={intl.formatMessage({ id: 'delegation.add.searchHint' })}
        autoComplete="off"
        maxLength={100}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (chosen) onChoose(null);
        }}
      />
      {/* One live region: the search, and then its answer (how many were found, or none). */}
      <div aria-live="polite">{status}</div>
      {typedEnough && !waiting && people.length > 0 && (
        <Radio.Group
          label={intl.formatMessage({ id: 'delegation.add.results' })}
          size="md"
          value={chosen?.id ?? null}
          onChange={(id) => onChoose(people.find((person) => person.id === id) ?? null)}
        >
          <Stack gap="sm" mt="xs">
            {people.map((person) => (
              <Radio key={person.id} value={person.id} label={personName(person)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { formatCreditsInEuros } from '../../../lib/money';

type CreditsAmountInputProps = Omit<TextInputProps, 'required' | 'inputMode' | 'autoComplete'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * The field of an amount of credits: required, a plain number keyboard (the amount is typed as text, so
 * no spinners) and nothing the browser fills in by itself.
 */
export function CreditsAmountInput(props: CreditsAmountInputProps) {
  return <TextInput required inputMode="numeric" autoComplete="off" size="md" {...props} />;
}

interface CreditsAmountWithEurosProps extends CreditsAmountInputProps {
  /** The whole number of credits the field holds, or null while it holds none. */
  amount: number | null;
  /** Euro cents per credit; unknown while the settings load. */
  exchangeRate: number | undefined;
  /** The text of the worth, given `amount` in euros. */
  eurosId: MessageId;
  eurosTestId: string;
}

/**
 * The amount field with, beside it (below it on a phone), what the credits are worth in euros once the
 * field holds a whole number and the exchange rate is known.
 */
export function CreditsAmountWithEuros({
  amount,
  exchangeRate,
  eurosId,
  eurosTestId,
  ...input
}: CreditsAmountWithEurosProps) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <CreditsAmountInput w={{ base: '100%', xs: 240 }} {...input} />
      {exchangeRate !== undefined && amount !== null && (
        <Text size="lg" fw={600} mt={{ base: 0, xs: 52 }} data-testid={eurosTestId}>
          <FormattedMessage id={eurosId} values={{ amount: formatCreditsInEuros(amount, exchangeRate) }} />
        </Text>
      )}
    </Group>
  );
}

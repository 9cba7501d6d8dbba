import { Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';

// The association's terms, shared by the terms page and (later) the registration wizard's terms step.
const sections: ReadonlyArray<{ title: MessageId; body: MessageId }> = [
  { title: 'terms.membership.title', body: 'terms.membership.body' },
  { title: 'terms.age.title', body: 'terms.age.body' },
  { title: 'terms.rides.title', body: 'terms.rides.body' },
  { title: 'terms.credits.title', body: 'terms.credits.body' },
  { title: 'terms.privacy.title', body: 'terms.privacy.body' },
  { title: 'terms.liability.title', body: 'terms.liability.body' },
  { title: 'terms.changes.title', body: 'terms.changes.body' },
];

interface TermsOfUseProps {
  /** Heading level of the section titles, so the text fits under the h1 of whichever page shows it. */
  headingOrder?: 2 | 3;
}

export function TermsOfUse({ headingOrder = 2 }: TermsOfUseProps) {
  return (
    <Stack gap="lg">
      <Text>
        <FormattedMessage id="terms.intro" />
      </Text>
      {sections.map(({ title, body }, index) => (
        <section key={title} aria-labelledby={`terms-${index}`}>
          <Title order={headingOrder} size="h3" id={`terms-${index}`} mb="xs">
            {index + 1}. <FormattedMessage id={title} />
          </Title>
          <Text>
            <FormattedMessage id={body} />
          </Text>
        </section>
      ))}
    </Stack>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../i18n/nl';
import { PageTitle } from './PageTitle';

/** A way on from an outcome page: where to, and the button's words. */
export interface OutcomeLink {
  to: string;
  labelId: MessageId;
}

/**
 * A page that says how something ended ('Rit gepland', 'Rit geannuleerd'): its title, one sentence, the
 * usual way on as a large button and, when there is one, another way on as an outlined one below it.
 */
export function OutcomePage({
  titleId,
  textId,
  next,
  alternative,
}: {
  titleId: MessageId;
  textId: MessageId;
  next: OutcomeLink;
  alternative?: OutcomeLink;
}) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: titleId })}</PageTitle>
      <Text size="lg">{intl.formatMessage({ id: textId })}</Text>
      <Button component={Link} to={next.to} size="lg">
        {intl.formatMessage({ id: next.labelId })}
      </Button>
      {alternative && (
        <Button component={Link} to={alternative.to} variant="outline" size="lg">
          {intl.formatMessage({ id: alternative.labelId })}
        </Button>
      )}
    </Stack>
  );
}

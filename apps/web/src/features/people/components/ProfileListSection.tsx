import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { QueryContent, type LoadingQuery } from '../../../components/QueryContent';

/**
 * A section of somebody's public profile that lists what was loaded about them (travel report,
 * compliments, reviews): its heading, then a spinner while loading, `error` with a retry when loading
 * failed, `empty` when there is nothing to list, or else the list `children` draws.
 */
export function ProfileListSection({
  headingId,
  title,
  query,
  error,
  empty,
  isEmpty,
  children,
}: {
  headingId: string;
  title: MessageId;
  query: LoadingQuery<unknown>;
  error: MessageId;
  empty: MessageId;
  isEmpty: boolean;
  children: () => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        <FormattedMessage id={title} />
      </Title>
      <QueryContent query={query} error={error} empty={empty} isEmpty={() => isEmpty}>
        {children}
      </QueryContent>
    </section>
  );
}

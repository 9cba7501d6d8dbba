import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { QueryContent } from '../../../components/QueryContent';
import { isApiError } from '../../../lib/api-error';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useDisputes } from '../api/disputes';
import { DisputeCard } from '../components/DisputeCard';
import { Page } from '../../../components/Page';
import { NextPageButton } from '../../../components/NextPageFooter';

/**
 * /disputes ('Geschillen'): the trips where the passenger says it did not take place and the driver says
 * it did (spec 000 §4). Their fare stays reserved until an admin decides for one of them. Only admins
 * (identity-provider realm role) see the list; the server refuses anyone else (403) too.
 */
export function DisputesPage() {
  const intl = useIntl();
  const isAdmin = useHasRealmRole('admin');
  const disputes = useDisputes(isAdmin);
  const refused = disputes.isError && isApiError(disputes.error) && disputes.error.status === 403;
  const list = disputes.data?.pages.flatMap((page) => page.data) ?? [];

  const content =
    !isAdmin || refused ? (
      <Text>{intl.formatMessage({ id: 'admin.disputes.noAccess' })}</Text>
    ) : (
      <QueryContent
        query={disputes}
        error="admin.disputes.error"
        empty="admin.disputes.empty"
        isEmpty={() => list.length === 0}
      >
        {() => (
          <>
            <Text>{intl.formatMessage({ id: 'admin.disputes.intro' })}</Text>
            {list.map((dispute) => (
              <DisputeCard key={dispute.trip.id} dispute={dispute} />
            ))}
            <NextPageButton paging={disputes} label="admin.disputes.more" />
          </>
        )}
      </QueryContent>
    );

  return <Page title="admin.disputes.title">{content}</Page>;
}

import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { QueryCardList } from '../../../components/CardList';
import { personName } from '../../../lib/names';
import { useDelegations } from '../api/queries';
import { useEndDelegation } from '../hooks/useEndDelegation';
import { DelegateCard } from '../components/DelegateCard';
import { removeDelegateTexts } from '../lib/endDelegationTexts';
import { Page } from '../../../components/Page';

/**
 * /delegates ('Gemachtigden', spec 000 §2 Delegation screens): who may use the app in the user's name
 * (their active delegations as delegator), each with photo, name and since when, and a remove button that
 * asks first ('Machtiging verwijderen'). Ending a delegation refreshes the list; with nobody left the
 * spec's 'Momenteel kan niemand de app gebruiken in jouw naam.'
 */
export function DelegatesPage() {
  const intl = useIntl();
  const delegates = useDelegations({ delegator: 'me' });
  const removal = useEndDelegation(removeDelegateTexts);

  const content = (
    <QueryCardList
      query={delegates}
      itemsOf={({ data }) => data}
      error="delegates.error"
      empty="delegates.empty"
      label={intl.formatMessage({ id: 'delegates.title' })}
      intro={<Text>{intl.formatMessage({ id: 'delegates.intro' })}</Text>}
    >
      {(delegation) => (
        <DelegateCard
          delegation={delegation}
          action={
            <Button
              {...removal.buttonProps(delegation)}
              variant="outline"
              color="red.9"
              aria-label={intl.formatMessage(
                { id: 'delegates.removeLabel' },
                { name: personName(delegation.delegate) },
              )}
            >
              {intl.formatMessage({ id: 'delegates.remove' })}
            </Button>
          }
        />
      )}
    </QueryCardList>
  );

  return (
    <Page title="delegates.title">
      {content}
      {removal.dialog}
    </Page>
  );
}

import type { Delegation } from '@achterhoek/contracts';
import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CardList } from '../../../components/CardList';
import { ItemRemovalDialog } from '../../../components/ConfirmRemovalDialog';
import { QueryContent } from '../../../components/QueryContent';
import { personName } from '../../../lib/names';
import { notify } from '../../../lib/notify';
import { pageTitle } from '../../../components/page-focus';
import { useItemDialog } from '../../../lib/useItemDialog';
import { useDelegations, useRevokeDelegation } from '../api/queries';
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
  const remove = useRevokeDelegation();
  const dialog = useItemDialog<Delegation>(pageTitle);

  const confirmRemove = (delegation: Delegation) => {
    remove.mutate(delegation.id, {
      onSuccess: () => notify.info('delegates.removed'),
      onError: () => notify.error('delegates.removeError'),
      onSettled: () => {
        dialog.closeAfter(delegation);
      },
    });
  };

  const content = (
    <QueryContent
      query={delegates}
      error="delegates.error"
      empty="delegates.empty"
      isEmpty={({ data }) => data.length === 0}
    >
      {({ data: list }) => (
        <>
          <Text>{intl.formatMessage({ id: 'delegates.intro' })}</Text>
          <CardList label={intl.formatMessage({ id: 'delegates.title' })} items={list}>
            {(delegation) => (
              <DelegateCard
                delegation={delegation}
                action={
                  <Button
                    ref={dialog.buttonRef(delegation.id)}
                    variant="outline"
                    color="red.9"
                    aria-label={intl.formatMessage(
                      { id: 'delegates.removeLabel' },
                      { name: personName(delegation.delegate) },
                    )}
                    disabled={remove.isPending && remove.variables === delegation.id}
                    onClick={() => dialog.open(delegation)}
                  >
                    {intl.formatMessage({ id: 'delegates.remove' })}
                  </Button>
                }
              />
            )}
          </CardList>
        </>
      )}
    </QueryContent>
  );

  return (
    <Page title="delegates.title">
      {content}
      <ItemRemovalDialog
        item={dialog.chosen}
        texts={removeDelegateTexts}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={dialog.close}
      />
    </Page>
  );
}

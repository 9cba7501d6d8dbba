import type { Delegation } from '@achterhoek/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CardList, QueryCardList } from '../../../components/CardList';
import { formatSentenceDate } from '../../../lib/format';
import { personName } from '../../../lib/names';
import { delegatorCodePath, paths } from '../../../lib/paths';
import { setActingDelegator } from '../../../lib/delegation';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useDelegations } from '../api/queries';
import { useEndDelegation } from '../hooks/useEndDelegation';
import { DelegatorCard, cardActionClassNames } from '../components/DelegatorCard';
import { useActingSwitch } from '../hooks/useActingSwitch';
import { isPending } from '../lib/delegationState';
import { endDelegationTexts } from '../lib/endDelegationTexts';
import { Page } from '../../../components/Page';

/**
 * /delegators ('Machtigingen', spec 000 §2 Delegation screens): the people the user may act for (their
 * active delegations as delegate), each with a button to use the app in that person's name, or, for the
 * one chosen now, to stop; and a way to end the delegation, asked first. Below, the requests still waiting
 * for their code (asked for, or with an expired code), each leading to the code step of the add page.
 */
export function DelegatorsPage() {
  const intl = useIntl();
  const active = useDelegations({ delegate: 'me' });
  const all = useDelegations({ delegate: 'me', inactiveToo: true });
  const { actingId, actFor, stop } = useActingSwitch();
  // Only users with the delegate role act for somebody or ask to (spec 000 §6); others may still end one.
  const isDelegate = useHasRealmRole('delegate');
  const removal = useEndDelegation(endDelegationTexts, (delegation) => {
    // Nobody may act for that person any more, so neither does the user now.
    if (actingId === delegation.delegator.managedIdentity) setActingDelegator(null);
  });

  const content = (
    <QueryCardList
      query={active}
      itemsOf={({ data }) => data}
      error="delegation.delegators.loadError"
      empty="delegation.delegators.empty"
      label={intl.formatMessage({ id: 'delegation.delegators.listLabel' })}
    >
      {(delegation) => {
        const person = delegation.delegator;
        const name = personName(person);
        const chosen = actingId === person.managedIdentity;
        return (
          <DelegatorCard
            person={person}
            actions={
              <>
                {!isDelegate ? null : chosen ? (
                  <Button variant="outline" classNames={cardActionClassNames} onClick={stop}>
                    {intl.formatMessage({ id: 'delegation.delegators.stopActing' }, { name })}
                  </Button>
                ) : (
                  <Button classNames={cardActionClassNames} onClick={() => actFor(person)}>
                    {intl.formatMessage({ id: 'delegation.delegators.actFor' }, { name })}
                  </Button>
                )}
                <Button
                  {...removal.buttonProps(delegation)}
                  variant="subtle"
                  color="red.9"
                  classNames={cardActionClassNames}
                  aria-label={intl.formatMessage({ id: 'delegation.delegators.endLabel' }, { name })}
                >
                  {intl.formatMessage({ id: 'delegation.delegators.end' })}
                </Button>
              </>
            }
          >
            {delegation.activationTime && (
              <Text size="sm">
                {intl.formatMessage(
                  { id: 'delegation.delegators.activeSince' },
                  { date: formatSentenceDate(delegation.activationTime) },
                )}
              </Text>
            )}
            {chosen && (
              <Text size="sm" fw={700} c="orange.9">
                {intl.formatMessage({ id: 'delegation.delegators.actingNow' }, { name })}
              </Text>
            )}
          </DelegatorCard>
        );
      }}
    </QueryCardList>
  );

  const pending = (all.data?.data ?? []).filter(isPending);

  return (
    <Page title="delegation.delegators.title" intro="delegation.delegators.intro">
      {!isDelegate && <Text>{intl.formatMessage({ id: 'delegation.delegators.noRole' })}</Text>}
      {content}
      {isDelegate && (
        <Group gap="sm">
          <Button component={Link} to={paths.delegatorsAdd} variant="outline">
            {intl.formatMessage({ id: 'delegation.delegators.request' })}
          </Button>
          {/* For somebody without an account of their own (spec 000 §2 /delegators/new). */}
          <Button component={Link} to={paths.delegatorsNew} variant="subtle">
            {intl.formatMessage({ id: 'delegation.delegators.newAccount' })}
          </Button>
        </Group>
      )}
      {pending.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="pending-delegations">
          <Title order={2} size="h3" id="pending-delegations">
            {intl.formatMessage({ id: 'delegation.delegators.pendingTitle' })}
          </Title>
          <CardList
            label={intl.formatMessage({ id: 'delegation.delegators.pendingListLabel' })}
            items={pending}
          >
            {(delegation) => <PendingCard delegation={delegation} />}
          </CardList>
        </Stack>
      )}
      {removal.dialog}
    </Page>
  );
}

/** A request waiting for its code: when it was asked for, or that the code has expired. */
function PendingCard({ delegation }: { delegation: Delegation }) {
  const intl = useIntl();
  const name = personName(delegation.delegator);
  return (
    <DelegatorCard
      person={delegation.delegator}
      actions={
        <Button
          component={Link}
          to={delegatorCodePath(delegation.id)}
          variant="light"
          classNames={cardActionClassNames}
          aria-label={intl.formatMessage({ id: 'delegation.delegators.enterCodeLabel' }, { name })}
        >
          {intl.formatMessage({ id: 'delegation.delegators.enterCode' })}
        </Button>
      }
    >
      <Text size="sm">
        {delegation.state === 'EXPIRED'
          ? intl.formatMessage({ id: 'delegation.delegators.pendingExpired' })
          : intl.formatMessage(
              { id: 'delegation.delegators.pendingRequested' },
              { date: formatSentenceDate(delegation.activationCodeSentTime ?? delegation.submissionTime) },
            )}
      </Text>
    </DelegatorCard>
  );
}

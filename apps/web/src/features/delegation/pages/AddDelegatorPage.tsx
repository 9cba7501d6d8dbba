import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { delegatorCodePath } from '../../../lib/paths';
import { ActivationCodeStep } from '../components/ActivationCodeStep';
import { DelegationRequestForm } from '../components/DelegationRequestForm';
import { Page } from '../../../components/Page';

/** The delegation named in the address (`?delegationId=`), when it is a usable id. */
function delegationIdFrom(params: URLSearchParams): number | undefined {
  const raw = params.get('delegationId');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /delegators/add ('Machtiging aanvragen', spec 000 §2 Delegation screens): first the person is searched
 * for and the delegation asked for; then, at /delegators/add?delegationId={id} (also reached from the
 * pending requests on /delegators, and kept over a reload), the code the person received by SMS is entered.
 */
export function AddDelegatorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const delegationId = delegationIdFrom(params);
  const justRequested = (location.state as { requested?: boolean } | null)?.requested === true;

  return (
    <Page title="delegation.add.title">
      {delegationId === undefined ? (
        <>
          <Text>{intl.formatMessage({ id: 'delegation.add.intro' })}</Text>
          <DelegationRequestForm
            onRequested={(delegation) =>
              void navigate(delegatorCodePath(delegation.id), { replace: true, state: { requested: true } })
            }
          />
        </>
      ) : (
        <ActivationCodeStep key={delegationId} delegationId={delegationId} focusHeading={justRequested} />
      )}
    </Page>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { LoadingState } from '../../../components/LoadingState';
import { Page } from '../../../components/Page';
import type { MessageId } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useRefreshCredits } from '../api/queries';
import { useDepositConfirmation, type DepositOutcome } from '../hooks/useDepositConfirmation';
import { LinkButton } from '../../../components/LinkButton';

/** How long an outcome stays on screen before the app continues to /credits by itself. */
export const CONTINUE_TO_CREDITS_AFTER_MS = 5000;

/**
 * The four ways this page can end, each with its own message: the deposit confirmed, expired, or
 * cancelled, or no final answer within 5 seconds (the system checks the deposit later) (spec 001 §8).
 */
const outcomes: Record<DepositOutcome, { message: MessageId; color: string }> = {
  COMPLETED: { message: 'credits.deposit.completed', color: 'achterhoek' },
  EXPIRED: { message: 'credits.deposit.expired', color: 'orange' },
  CANCELLED: { message: 'credits.deposit.cancelled', color: 'orange' },
  LATE: { message: 'credits.deposit.late', color: 'blue' },
};

/**
 * /wait-for-deposit-confirmation (spec 001 §2.6, §4): where the payment provider sends the user back,
 * with project_id and order_id. Shows how the deposit ended, then continues to the credits page. Without
 * the two parameters there is nothing to check, so it goes straight to /credits.
 */
export function WaitForDepositConfirmationPage() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id')?.trim();
  const orderId = params.get('order_id')?.trim();
  if (!projectId || !orderId) return <Navigate to={paths.credits} replace />;
  return <DepositConfirmation key={`${projectId}/${orderId}`} projectId={projectId} orderId={orderId} />;
}

function DepositConfirmation({ projectId, orderId }: { projectId: string; orderId: string }) {
  const navigate = useNavigate();
  const refreshCredits = useRefreshCredits();
  const confirmation = useDepositConfirmation(projectId, orderId);
  const outcome = confirmation.phase === 'done' ? confirmation.outcome : null;

  // Spec 001 §4: a failing check sends the user to the credits page, with an error notification.
  const failedError = confirmation.phase === 'failed' ? confirmation.error : undefined;
  const failed = confirmation.phase === 'failed';
  useEffect(() => {
    if (!failed) return;
    // A 401 is on its way to /session-expired already.
    if (isApiError(failedError) && failedError.status === 401) return;
    notify.error('credits.deposit.checkError');
    void navigate(paths.credits, { replace: true });
  }, [failed, failedError, navigate]);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'COMPLETED') void refreshCredits();
    const timer = window.setTimeout(
      () => void navigate(paths.credits, { replace: true }),
      CONTINUE_TO_CREDITS_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, refreshCredits]);

  return (
    <Page title="credits.deposit.title">
      {outcome === null ? (
        <Stack gap="sm">
          <Text size="lg">
            <FormattedMessage id="credits.deposit.checking" />
          </Text>
          <LoadingState />
        </Stack>
      ) : (
        <>
          <Alert color={outcomes[outcome].color} variant="light" role="status">
            <Text size="lg" fw={600}>
              <FormattedMessage id={outcomes[outcome].message} />
            </Text>
          </Alert>
          <Text>
            <FormattedMessage id="credits.deposit.continueSoon" />
          </Text>
          <LinkButton to={paths.credits} replace label="credits.deposit.toCredits" />
        </>
      )}
    </Page>
  );
}

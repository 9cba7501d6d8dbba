import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import {
  REJECTED_BY_TREASURER_REASON,
  TREASURY_WITHDRAWALS_PAGE_SIZE,
  type PaymentBatch,
  type SettlementChoice,
} from '@achterhoek/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { downloadBatchFile } from '../api/batchFile';
import { useMailPaymentBatchFile, usePaymentBatch, useSettlePaymentBatch } from '../api/paymentsQueries';
import { BatchDetails } from '../components/BatchDetails';
import { BatchRequests, type BatchChoices, type SettlementStatus } from '../components/BatchRequests';

/** The batch id of the path, or null when it is no row id. */
function batchIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /edit-payments/{batchId} ('Uitbetalingsbestand', spec 001 §2.16), treasurer or admin only (the route's
 * gate): the batch's fields, and while it is ACTIVE the file (mailed or downloaded) and the settlement of
 * its requests, one by one, as the bank carried them out.
 */
export function EditPaymentsPage() {
  const intl = useIntl();
  const id = batchIdOf(useParams().batchId);
  const batch = usePaymentBatch(id);
  const notFound = id === null || (batch.isError && isApiError(batch.error) && batch.error.status === 404);

  // The editor is keyed by the batch, so the choices and the assess mode start afresh for another batch.
  const content = notFound ? (
    <Text>{intl.formatMessage({ id: 'treasury.batch.notFound' })}</Text>
  ) : (
    <AwaitQueries queries={[batch]} errorId="treasury.batch.error">
      {(loaded) => <BatchEditor key={loaded.id} batch={loaded} />}
    </AwaitQueries>
  );

  return <Page title="treasury.batch.title">{content}</Page>;
}

function BatchEditor({ batch }: { batch: PaymentBatch }) {
  const intl = useIntl();
  const requestsTitleId = useId();
  const active = batch.status === 'ACTIVE';
  // Spec 001 §2.16: assess mode starts on when a request of the batch is already settled.
  const anySettled = batch.withdrawalRequests.some(
    (request) => request.status === 'COMPLETED' || request.status === 'CANCELLED',
  );
  const [assessChoice, setAssessChoice] = useState<boolean | null>(null);
  const assessing = assessChoice ?? anySettled;
  const [choices, setChoices] = useState<BatchChoices>({});
  const [downloading, setDownloading] = useState(false);
  const settle = useSettlePaymentBatch(batch.id);
  const mail = useMailPaymentBatchFile(batch.id);

  const sendFile = async () => {
    try {
      const { email } = await mail.mutateAsync();
      notify.info('treasury.batch.sent', { email });
    } catch (failure) {
      // 409 (the batch is no longer active) and 422 (no e-mail address) in the server's words.
      if (isApiError(failure) && (failure.status === 409 || failure.status === 422)) {
        notify.error('treasury.serverMessage', { message: failure.message });
      } else notify.error('treasury.batch.sendError');
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadBatchFile(batch.id, batch.orderReference);
    } catch {
      notify.error('treasury.batch.downloadError');
    } finally {
      setDownloading(false);
    }
  };

  const save = async () => {
    // Spec 001 §4: only the requests that have a choice are sent; a rejection gives the person the reason.
    const chosen: SettlementChoice[] = batch.withdrawalRequests
      .filter((request) => request.status === 'ACTIVE' && choices[request.id] !== undefined)
      .map((request) =>
        choices[request.id] === 'CANCELLED'
          ? { id: request.id, status: 'CANCELLED', reason: REJECTED_BY_TREASURER_REASON }
          : { id: request.id, status: 'COMPLETED' },
      );
    if (chosen.length === 0) {
      notify.info('treasury.batch.nothingChosen');
      return;
    }
    try {
      // The server takes at most 100 settlements a call; a larger batch is saved in parts.
      for (let start = 0; start < chosen.length; start += TREASURY_WITHDRAWALS_PAGE_SIZE) {
        await settle.mutateAsync(chosen.slice(start, start + TREASURY_WITHDRAWALS_PAGE_SIZE));
      }
      setChoices({});
      notify.info('treasury.batch.saved');
    } catch (failure) {
      // 409: a request or the batch changed meanwhile; the server says which, in Dutch.
      if (isApiError(failure) && failure.status === 409) {
        notify.error('treasury.serverMessage', { message: failure.message });
      } else notify.error('treasury.batch.saveError');
    }
  };

  const choose = (id: number, status: SettlementStatus) =>
    setChoices((current) => ({ ...current, [id]: status }));

  return (
    <>
      <BatchDetails batch={batch} />
      {active && (
        <Stack gap="sm" align="flex-start">
          <Button loading={mail.isPending} onClick={() => void sendFile()}>
            {intl.formatMessage({ id: 'treasury.batch.send' })}
          </Button>
          <Button variant="default" loading={downloading} onClick={() => void download()}>
            {intl.formatMessage({ id: 'treasury.batch.download' })}
          </Button>
          <Switch
            checked={assessing}
            onChange={(event) => setAssessChoice(event.currentTarget.checked)}
            label={intl.formatMessage({ id: 'treasury.batch.assess' })}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        </Stack>
      )}
      <Stack component="section" aria-labelledby={requestsTitleId} gap="sm">
        <Title order={2} size="h3" id={requestsTitleId}>
          {intl.formatMessage({ id: 'treasury.batch.requests' })}
        </Title>
        {active && assessing && (
          <>
            <Text>{intl.formatMessage({ id: 'treasury.batch.assessHint' })}</Text>
            <Alert color="orange" variant="light">
              {intl.formatMessage({ id: 'treasury.batch.assessWarning' })}
            </Alert>
          </>
        )}
        <BatchRequests
          requests={batch.withdrawalRequests}
          assessing={active && assessing}
          choices={choices}
          onChoose={choose}
        />
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={paths.payments} variant="default">
          {intl.formatMessage({ id: 'treasury.batch.cancel' })}
        </Button>
        <Button disabled={!active || !assessing} loading={settle.isPending} onClick={() => void save()}>
          {intl.formatMessage({ id: 'treasury.batch.save' })}
        </Button>
      </Group>
    </>
  );
}

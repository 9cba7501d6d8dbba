import { Card, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Withdrawal } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { detailRow } from '../../../components/DetailRow';
import { formatEuroCents } from '../../../lib/money';
import { formatIban } from '../lib/paymentsFormat';
import { BatchStatus } from './BatchStatus';

/** A treasurer's settlement of one request: the bank paid it (COMPLETED) or refused it (CANCELLED). */
export type SettlementStatus = 'COMPLETED' | 'CANCELLED';
export type BatchChoices = Readonly<Record<number, SettlementStatus>>;

interface BatchRequestsProps {
  requests: readonly Withdrawal[];
  /** Assess mode: every request still ACTIVE gets the choice accepted or rejected. */
  assessing: boolean;
  choices: BatchChoices;
  onChoose: (id: number, status: SettlementStatus) => void;
}

/** The batch's requests ('Opdrachten', spec 001 §2.16): who, to which IBAN, how much, why, how it stands. */
export function BatchRequests({ requests, assessing, choices, onChoose }: BatchRequestsProps) {
  const intl = useIntl();
  if (requests.length === 0) return <Text>{intl.formatMessage({ id: 'treasury.batch.noRequests' })}</Text>;
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((request) => (
        <Card component="li" key={request.id} withBorder padding="sm">
          <Stack gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {request.accountName}
            </Text>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                {detailRow(
                  intl.formatMessage({ id: 'treasury.batch.requestIban' }),
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {formatIban(request.iban)}
                    {request.ibanHolder ? ` (${request.ibanHolder})` : ''}
                  </span>,
                )}
                {detailRow(
                  intl.formatMessage({ id: 'treasury.batch.requestAmount' }),
                  intl.formatMessage(
                    { id: 'treasury.batch.amount' },
                    {
                      credits: intl.formatMessage(
                        { id: 'treasury.credits' },
                        { count: request.amountCredits },
                      ),
                      euros: formatEuroCents(request.amountEurocents),
                    },
                  ),
                )}
                {detailRow(
                  intl.formatMessage({ id: 'treasury.batch.requestDescription' }),
                  <span style={{ overflowWrap: 'anywhere' }}>{request.description}</span>,
                )}
                {detailRow(
                  intl.formatMessage({ id: 'treasury.batch.requestStatus' }),
                  <BatchStatus status={request.status} />,
                )}
              </Table.Tbody>
            </Table>
            {assessing && request.status === 'ACTIVE' && (
              // Named after the person (shown above already), so each choice reads 'Geaccepteerd' or
              // 'Afgewezen' for someone.
              <Radio.Group
                label={<VisuallyHidden>{request.accountName}</VisuallyHidden>}
                value={choices[request.id] ?? null}
                onChange={(value) => onChoose(request.id, value === 'CANCELLED' ? 'CANCELLED' : 'COMPLETED')}
              >
                <Group gap="lg" mt={4}>
                  <Radio
                    value="COMPLETED"
                    label={intl.formatMessage({ id: 'treasury.batch.accepted' })}
                    styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  />
                  <Radio
                    value="CANCELLED"
                    label={intl.formatMessage({ id: 'treasury.batch.rejected' })}
                    styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  />
                </Group>
              </Radio.Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

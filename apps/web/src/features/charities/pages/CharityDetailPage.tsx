import { isApiError } from '../../../lib/api-error';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ItemLoadFailure } from '../../../components/ItemLoadFailure';
import { LoadingState } from '../../../components/LoadingState';
import { formatSentenceDate } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { editCharityPath, supportGoalPath } from '../../../lib/paths';
import { useIsTreasurer } from '../../treasury';
import { useCharity } from '../api/queries';
import { CharityImage } from '../components/CharityImage';
import { CharityPayout } from '../components/CharityPayout';
import { DonationList } from '../components/DonationList';
import { ProgressDials } from '../components/ProgressDials';
import { TopDonors } from '../components/TopDonors';
import { PageTitle } from '../../../components/PageTitle';
import { LinkButton } from '../../../components/LinkButton';

/**
 * /charityDetailPage/:id (spec 001 §2.11): the charity with its picture, place, story and run period, its
 * three dials, 'Steun dit doel' (not for an ended or not yet started campaign, with the reason), for the
 * treasurer 'Wijzigen' and the payout of its credits, its top donors and its donations.
 */
export function CharityDetailPage() {
  const intl = useIntl();
  const id = useParams().id ?? '';
  const charity = useCharity(id);
  const isTreasurer = useIsTreasurer();
  // Whether the campaign has begun is looked at again every minute.
  const now = useNow(60_000).getTime();

  if (charity.isPending) return <LoadingState />;
  if (charity.isError) {
    // A charity that does not exist (404) or whose id is not one (400) is not found; any other failure
    // can be tried again.
    const missing =
      isApiError(charity.error) && (charity.error.status === 404 || charity.error.status === 400);
    return (
      <ItemLoadFailure
        title={intl.formatMessage({ id: 'charities.title' })}
        gone={missing}
        notFound="charities.detail.notFound"
        error="charities.detail.error"
        onRetry={() => void charity.refetch()}
        retrying={charity.isFetching}
      />
    );
  }
  const data = charity.data;
  const notStarted = new Date(data.campaignStartTime).getTime() > now;
  const start = formatSentenceDate(data.campaignStartTime);
  return (
    <Stack gap="lg">
      <CharityImage url={data.imageUrl} name={data.name} />
      <PageTitle>{data.name}</PageTitle>
      <Stack gap={4}>
        <Text c="dimmed">{data.location.label}</Text>
        <Text data-testid="charity-period">
          {data.campaignEndTime ? (
            <FormattedMessage
              id="charities.detail.period"
              values={{ start, end: formatSentenceDate(data.campaignEndTime) }}
            />
          ) : (
            <FormattedMessage id="charities.detail.periodOpen" values={{ start }} />
          )}
        </Text>
      </Stack>
      {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
      <ProgressDials charity={data} />
      {data.closed ? (
        <Alert color="gray" variant="light" role="note">
          <FormattedMessage id="charities.detail.ended" />
        </Alert>
      ) : notStarted ? (
        <Alert color="gray" variant="light" role="note">
          <FormattedMessage id="charities.detail.notStarted" values={{ date: start }} />
        </Alert>
      ) : null}
      {data.closed || notStarted ? (
        <Button disabled>
          <FormattedMessage id="charities.detail.support" />
        </Button>
      ) : (
        <LinkButton to={supportGoalPath(data.id)} label="charities.detail.support" />
      )}
      {isTreasurer && (
        <LinkButton to={editCharityPath(data.id)} variant="light" label="charities.detail.edit" />
      )}
      {isTreasurer && data.account && <CharityPayout charity={data} account={data.account} />}
      <TopDonors charity={String(data.id)} />
      <DonationList charityId={String(data.id)} />
    </Stack>
  );
}

import type { PublicProfile } from '@achterhoek/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { formatSentenceDate } from '../../../lib/format';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { personName } from '../../../lib/names';
import {
  isNotFound,
  useProfile,
  usePublicProfile,
  useReceivedCompliments,
  useReceivedReviews,
} from '../../profile';
import { useSharedTravelContext } from '../api/sharedTravel';
import { reportLines, useUserReport } from '../api/userReport';
import { ReviewForm } from '../../reviews';
import { complimentLabels, countCompliments } from '../lib/compliments';
import { ProfileListSection } from '../components/ProfileListSection';
import { Page } from '../../../components/Page';

/**
 * /userProfilePage/{profileId}: somebody's public profile with the compliments and reviews received, and
 * the form to give them after travelling together. (The people feature stands above trips, rides and
 * reviews: it reads the viewer's trips and rides to know whether they travelled with this person.)
 */
export function UserProfilePage() {
  const { profileId = '' } = useParams();
  const profile = usePublicProfile(profileId);

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    return (
      <Page title="profile.reviews">
        {isNotFound(profile.error) ? (
          <Text>
            <FormattedMessage id="userProfile.notFound" />
          </Text>
        ) : (
          <ErrorWithRetry onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
            <FormattedMessage id="userProfile.loadError" />
          </ErrorWithRetry>
        )}
      </Page>
    );
  }
  return <PublicProfileView profile={profile.data} />;
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const intl = useIntl();
  const name = personName(profile);
  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs">
        <PersonPhoto
          name={name}
          image={profile.image}
          size={120}
          alt={intl.formatMessage({ id: 'userProfile.photoOf' }, { name })}
        />
        <PageTitle>{name}</PageTitle>
        {profile.age !== null && (
          <Text c="dimmed">
            <FormattedMessage id="userProfile.age" values={{ age: profile.age }} />
          </Text>
        )}
      </Stack>
      <TravelReportSection profileId={profile.id} />
      <ComplimentsSection profileId={profile.id} />
      <ReviewsSection profileId={profile.id} />
      <GiveReviewSection profileId={profile.id} name={name} />
    </Stack>
  );
}

/**
 * The compliment-and-review form 'after a trip' (spec 000 §2 Public profile): only for a viewer who
 * travelled with this person (their latest completed trip or ride together is what the review is about).
 */
function GiveReviewSection({ profileId, name }: { profileId: string; name: string }) {
  const intl = useIntl();
  const viewerRole = useProfile().data?.userRole;
  const context = useSharedTravelContext(profileId, viewerRole);
  if (!context) return null;
  return (
    <section aria-labelledby="give-review">
      <Title order={2} size="h3" id="give-review" mb="sm">
        {intl.formatMessage({ id: 'reviews.title' }, { name })}
      </Title>
      {/* Saved, the lists above reload; the form stays, showing what was saved. */}
      <ReviewForm
        receiver={{ managedIdentity: profileId, name }}
        context={context}
        onDone={() => undefined}
      />
    </section>
  );
}

/** How often this person travelled with the app: completed trips per travel mode, and as a driver. */
function TravelReportSection({ profileId }: { profileId: string }) {
  const intl = useIntl();
  const report = useUserReport(profileId);
  const lines = report.data ? reportLines(report.data) : [];
  return (
    <ProfileListSection
      headingId="travel-report"
      title="userProfile.report"
      query={report}
      error="userProfile.reportError"
      empty="userProfile.reportNone"
      isEmpty={lines.length === 0}
    >
      {() => (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map(({ mode, trips }) => (
            <Text key={mode} component="li">
              <FormattedMessage
                id="userProfile.reportLine"
                values={{
                  mode: intl.formatMessage({
                    id: mode === 'DRIVER' ? 'userProfile.reportAsDriver' : `travelMode.${mode}`,
                  }),
                  count: trips,
                }}
              />
            </Text>
          ))}
        </Stack>
      )}
    </ProfileListSection>
  );
}

function ComplimentsSection({ profileId }: { profileId: string }) {
  const intl = useIntl();
  const compliments = useReceivedCompliments(profileId);
  const counts = countCompliments(compliments.data?.data ?? []);
  return (
    <ProfileListSection
      headingId="received-compliments"
      title="userProfile.compliments"
      query={compliments}
      error="userProfile.listError"
      empty="userProfile.noCompliments"
      isEmpty={counts.length === 0}
    >
      {() => (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {counts.map(({ type, count }) => (
            <li key={type}>
              <Badge size="xl" variant="light" tt="none" fw={600}>
                {intl.formatMessage({ id: complimentLabels[type] })}{' '}
                <FormattedMessage id="userProfile.complimentCount" values={{ count }} />
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </ProfileListSection>
  );
}

function ReviewsSection({ profileId }: { profileId: string }) {
  const reviews = useReceivedReviews(profileId);
  const received = reviews.data?.data ?? [];
  return (
    <ProfileListSection
      headingId="received-reviews"
      title="userProfile.reviews"
      query={reviews}
      error="userProfile.listError"
      empty="userProfile.noReviews"
      isEmpty={received.length === 0}
    >
      {() => (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {received.map((review) => (
            <Paper key={review.id} component="li" withBorder p="md" radius="md">
              <Text style={{ whiteSpace: 'pre-line' }}>{review.review}</Text>
              <Text size="sm" c="dimmed" mt="xs">
                <FormattedMessage
                  id="userProfile.reviewBy"
                  values={{ name: personName(review.sender), date: formatSentenceDate(review.published) }}
                />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </ProfileListSection>
  );
}

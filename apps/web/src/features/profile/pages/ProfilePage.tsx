import type { Profile } from '@achterhoek/contracts';
import { Alert, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ExternalLink';
import { useAppConfig } from '../../../lib/app-config-context';
import { addressLine } from '../../../lib/geo';
import { initialsOf, personName } from '../../../lib/names';
import { paths, userProfilePath } from '../../../lib/paths';
import type { MessageId } from '../../../i18n/nl';
import { ProfileGate } from '../components/ProfileGate';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { Page } from '../../../components/Page';
import { LinkButton } from '../../../components/LinkButton';

/** /profile: photo, name and address, and the ways to everything about the own account. */
export function ProfilePage() {
  return (
    <Page title="profile.title">
      <ProfileGate>{(profile) => <ProfileOverview profile={profile} />}</ProfileGate>
    </Page>
  );
}

function Chevron() {
  return (
    <span aria-hidden="true" style={{ fontSize: '1.4rem', lineHeight: 1 }}>
      ›
    </span>
  );
}

function Row({ to, label, hint }: { to: string; label: MessageId; hint?: MessageId }) {
  const intl = useIntl();
  return (
    <li>
      <NavLink
        component={Link}
        to={to}
        label={<Text fw={600}>{intl.formatMessage({ id: label })}</Text>}
        description={hint ? intl.formatMessage({ id: hint }) : undefined}
        rightSection={<Chevron />}
        py="sm"
      />
    </li>
  );
}

function ExternalRow({ href, label, hint }: { href: string; label: MessageId; hint: MessageId }) {
  const intl = useIntl();
  return (
    <li>
      <ExternalLink href={href}>
        {(anchor) => (
          <NavLink
            component="a"
            {...anchor}
            label={
              <Text fw={600}>
                {intl.formatMessage({ id: label })}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {intl.formatMessage({ id: 'externalLink.newWindow' })}
                </Text>
              </Text>
            }
            description={intl.formatMessage({ id: hint })}
            rightSection={<Chevron />}
            py="sm"
          />
        )}
      </ExternalLink>
    </li>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none', overflow: 'hidden' }}
    >
      {children}
    </Paper>
  );
}

function ProfileOverview({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { creditsEnabled, links } = useAppConfig();
  const fullName = personName(profile);
  const complete = Boolean(profile.dateOfBirth);

  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs">
        <ProfilePhoto image={profile.image} name={fullName} initials={initialsOf(fullName)} />
        <Title order={2} ta="center">
          {fullName}
        </Title>
        {profile.address && (
          <Text ta="center" c="dimmed">
            {addressLine(profile.address)}
          </Text>
        )}
      </Stack>

      {!complete && (
        <Alert color="orange" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text>
              <FormattedMessage id="profile.incomplete" />
            </Text>
            <LinkButton to={paths.onboarding} label="profile.incompleteAction" size="md" />
          </Stack>
        </Alert>
      )}

      <nav aria-label={intl.formatMessage({ id: 'profile.navigation' })}>
        <Stack gap="md">
          <Section>
            <Row to={paths.account} label="profile.account" hint="profile.accountHint" />
            {creditsEnabled && <Row to={paths.credits} label="profile.credits" hint="profile.creditsHint" />}
            <Row to={userProfilePath(profile.id)} label="profile.reviews" hint="profile.reviewsHint" />
          </Section>
          <Section>
            <Row to={paths.notificationOptions} label="profile.settings" hint="profile.settingsHint" />
            <Row to={paths.calendarFeed} label="profile.calendarFeed" hint="profile.calendarFeedHint" />
            <ExternalRow href={links.faq} label="profile.faq" hint="profile.faqHint" />
            <ExternalRow href={links.privacy} label="profile.privacy" hint="profile.privacyHint" />
            <Row to={paths.terms} label="profile.terms" />
            <Row to={paths.about} label="profile.about" />
            <Row to={paths.logout} label="profile.logout" />
          </Section>
        </Stack>
      </nav>
    </Stack>
  );
}

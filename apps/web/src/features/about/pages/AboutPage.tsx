import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/nl';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AppVersion } from '../../../components/AppVersion';
import { MessageParagraphs } from '../../../components/MessageParagraphs';
import { useAppConfig } from '../../../lib/app-config-context';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';

// The main open-source projects the app is built on, with their licences (names are not translated).
const openSourceStack = [
  { name: 'React', licence: 'MIT' },
  { name: 'React Router', licence: 'MIT' },
  { name: 'Mantine', licence: 'MIT' },
  { name: 'TanStack Query', licence: 'MIT' },
  { name: 'FormatJS (react-intl)', licence: 'BSD-3-Clause' },
  { name: 'Day.js', licence: 'MIT' },
  { name: 'oidc-client-ts', licence: 'Apache-2.0' },
  { name: 'Zod', licence: 'MIT' },
  { name: 'Fastify', licence: 'MIT' },
  { name: 'PostgreSQL / PGlite', licence: 'PostgreSQL, Apache-2.0' },
  { name: 'Drizzle ORM', licence: 'Apache-2.0' },
] as const;

// Where the stop and station coordinates of the demo region come from (its licence asks for credit).
const DB_HAFAS_STATIONS_URL = 'https://github.com/derhuerst/db-hafas-stations';

/** /about ('Over deze app'): version, data sources and licences, and the way to the terms. */
export function AboutPage() {
  const intl = useIntl();
  const { region } = useAppConfig();
  return (
    <Page title="about.title" intro="about.intro">
      <AboutSection id="about-version" title="about.versionTitle">
        <AppVersion />
      </AboutSection>

      <AboutSection id="about-sources" title="about.sourcesTitle">
        <Stack gap="sm">
          {region && (
            <>
              <Text>
                <FormattedMessage
                  id={region.demo ? 'about.regionDemo' : 'about.regionImported'}
                  values={{ name: region.name }}
                />
              </Text>
              <Text>
                <FormattedMessage
                  id={region.roads === 'openstreetmap' ? 'about.roadsOpenStreetMap' : 'about.roadsEstimated'}
                />
              </Text>
              <List aria-label={intl.formatMessage({ id: 'about.regionSourcesLabel' })}>
                {region.sources.map((source) => (
                  <List.Item key={source.name}>
                    {source.url ? (
                      <Anchor href={source.url} target="_blank" rel="noreferrer">
                        {source.name}
                      </Anchor>
                    ) : (
                      source.name
                    )}{' '}
                    ({source.licence})
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text>
            <FormattedMessage
              id="about.sourcesStops"
              values={{
                link: (chunks) => (
                  <Anchor href={DB_HAFAS_STATIONS_URL} target="_blank" rel="noreferrer">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Text>
          <MessageParagraphs ids={['about.sourcesDemo', 'about.sourcesImported', 'about.sourcesPlaces']} />
        </Stack>
      </AboutSection>

      <AboutSection id="about-stack" title="about.stackTitle">
        <Text mb="xs">
          <FormattedMessage id="about.stackIntro" />
        </Text>
        <List>
          {openSourceStack.map(({ name, licence }) => (
            <List.Item key={name}>
              <FormattedMessage id="about.stackItem" values={{ name, licence }} />
            </List.Item>
          ))}
        </List>
      </AboutSection>

      <Anchor component={Link} to={paths.terms} size="lg" py="xs">
        <FormattedMessage id="about.termsLink" />
      </Anchor>
    </Page>
  );
}

/** A part of the page under its own heading, which names it. */
function AboutSection({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </section>
  );
}

import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AppVersion } from '../../../components/AppVersion';
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
      <section aria-labelledby="about-version">
        <Title order={2} size="h3" id="about-version" mb="xs">
          <FormattedMessage id="about.versionTitle" />
        </Title>
        <AppVersion />
      </section>

      <section aria-labelledby="about-sources">
        <Title order={2} size="h3" id="about-sources" mb="xs">
          <FormattedMessage id="about.sourcesTitle" />
        </Title>
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
          <Text>
            <FormattedMessage id="about.sourcesDemo" />
          </Text>
          <Text>
            <FormattedMessage id="about.sourcesImported" />
          </Text>
          <Text>
            <FormattedMessage id="about.sourcesPlaces" />
          </Text>
        </Stack>
      </section>

      <section aria-labelledby="about-stack">
        <Title order={2} size="h3" id="about-stack" mb="xs">
          <FormattedMessage id="about.stackTitle" />
        </Title>
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
      </section>

      <Anchor component={Link} to={paths.terms} size="lg" py="xs">
        <FormattedMessage id="about.termsLink" />
      </Anchor>
    </Page>
  );
}

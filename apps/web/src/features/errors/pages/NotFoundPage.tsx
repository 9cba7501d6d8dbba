import { Code, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/LinkButton';

/** Any unknown path: 'Pagina niet gevonden', naming the path so the user can see what went wrong. */
export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" align="flex-start">
      <PageTitle>{intl.formatMessage({ id: 'notFound.title' })}</PageTitle>
      <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="notFound.text" values={{ path: <Code fz="md">{pathname}</Code> }} />
      </Text>
      <LinkButton to={paths.home} label="notFound.toHome" />
    </Stack>
  );
}

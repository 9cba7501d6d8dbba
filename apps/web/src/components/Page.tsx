import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { PageTitle } from './PageTitle';

/**
 * A page's frame: its title (the h1 that names the tab and takes the focus, see PageTitle), an optional
 * first paragraph `intro`, and below them the page's parts, spaced alike on every page.
 */
export function Page({
  title,
  intro,
  children,
}: {
  title: MessageId;
  intro?: MessageId;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
      {intro && <Text>{intl.formatMessage({ id: intro })}</Text>}
      {children}
    </Stack>
  );
}

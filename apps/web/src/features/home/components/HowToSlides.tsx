import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ExternalLink';
import type { HowToSlide } from '../lib/howTo';

/**
 * One explanation card at a time, with 'Vorige' and 'Volgende'. Plain buttons instead of swiping, so it
 * works the same with a finger, a keyboard and a screen reader.
 */
export function HowToSlides({ slides, idPrefix }: { slides: HowToSlide[]; idPrefix: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const titleId = `${idPrefix}-${slide.key}`;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} mih={220}>
        <Stack gap="md" align="flex-start">
          <Text size="sm" c="dimmed" aria-live="polite">
            <FormattedMessage
              id="howTo.slidePosition"
              values={{ current: index + 1, total: slides.length }}
            />
          </Text>
          <Title order={2} size="h3" id={titleId}>
            {intl.formatMessage({ id: slide.title })}
          </Title>
          <Text size="lg">{intl.formatMessage({ id: slide.text })}</Text>
          {slide.external ? (
            <ExternalLink href={slide.to}>
              {(anchor) => (
                <Button component="a" {...anchor} variant="light">
                  {intl.formatMessage({ id: slide.action })}
                </Button>
              )}
            </ExternalLink>
          ) : (
            <Button component={Link} to={slide.to} variant="light">
              {intl.formatMessage({ id: slide.action })}
            </Button>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <FormattedMessage id="howTo.previous" />
        </Button>
        <Button variant="default" disabled={index >= slides.length - 1} onClick={() => setIndex(index + 1)}>
          <FormattedMessage id="howTo.next" />
        </Button>
      </Group>
    </Stack>
  );
}

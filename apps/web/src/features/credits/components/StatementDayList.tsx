import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { NextPageFooter, useNextPageOnScroll } from '../../../components/NextPageFooter';
import type { MessageId } from '../../../i18n/nl';
import { groupByDay, longDate, relativeDay, type DatedLine, type StatementDay } from '../lib/statement';

/** The texts of one statement list: its title, the empty list, the errors and the 'more' button. */
export interface StatementDayListTexts {
  title: MessageId;
  error: MessageId;
  empty: MessageId;
  moreError: MessageId;
  more: MessageId;
}

interface StatementDayListProps<T extends DatedLine> {
  /** The pages of the statement, newest line first. */
  statements: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  texts: StatementDayListTexts;
  /** The heading level of the list's title; each day's heading is one level below it. */
  titleOrder: 2 | 3;
  titleSize: string;
  /** The test id of each day's heading. */
  dayTestId: string;
  renderLine: (line: T) => ReactNode;
}

/**
 * A statement grouped per day (today, yesterday, then the date), loading the next page while the user
 * scrolls down or taps 'more'; a failed first page offers a retry in place of the list, a failed next
 * page a retry below it (spec 001 §2.4, for the treasurer's system accounts §2.18 too).
 */
export function StatementDayList<T extends DatedLine>({
  statements,
  texts,
  titleOrder,
  titleSize,
  dayTestId,
  renderLine,
}: StatementDayListProps<T>) {
  const titleId = useId();

  useNextPageOnScroll(statements);

  const days = useMemo(
    () => groupByDay(statements.data?.pages.flatMap((page) => page.data) ?? []),
    [statements.data],
  );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={titleOrder} size={titleSize} id={titleId}>
        <FormattedMessage id={texts.title} />
      </Title>
      <AwaitQueries queries={[statements]} errorId={texts.error} keepLoadedOnError>
        {() =>
          days.length === 0 ? (
            <Text>
              <FormattedMessage id={texts.empty} />
            </Text>
          ) : (
            <>
              {days.map((day) => (
                <DayGroup
                  key={day.day}
                  day={day}
                  order={(titleOrder + 1) as TitleOrder}
                  testId={dayTestId}
                  renderLine={renderLine}
                />
              ))}
              <NextPageFooter
                paging={statements}
                errorText={<FormattedMessage id={texts.moreError} />}
                moreText={<FormattedMessage id={texts.more} />}
              />
            </>
          )
        }
      </AwaitQueries>
    </Stack>
  );
}

interface DayGroupProps<T extends DatedLine> {
  day: StatementDay<T>;
  order: TitleOrder;
  testId: string;
  renderLine: (line: T) => ReactNode;
}

function DayGroup<T extends DatedLine>({ day, order, testId, renderLine }: DayGroupProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  const relative = relativeDay(day.day);
  const heading =
    relative === 'today'
      ? intl.formatMessage({ id: 'credits.history.today' })
      : relative === 'yesterday'
        ? intl.formatMessage({ id: 'credits.history.yesterday' })
        : longDate(day.day);
  return (
    <section aria-labelledby={headingId}>
      <Title order={order} size="h5" id={headingId} mt="xs" data-testid={testId}>
        {heading}
      </Title>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {day.lines.map((line) => (
          <Fragment key={line.id}>{renderLine(line)}</Fragment>
        ))}
      </ul>
    </section>
  );
}

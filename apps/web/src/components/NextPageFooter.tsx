import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { useLoadMoreOnScroll } from '../lib/useLoadMoreOnScroll';
import { ErrorWithRetry } from './ErrorWithRetry';
import { LoadingState } from './LoadingState';

/** The paging state of an infinite list (what TanStack Query's infinite query gives). */
export interface NextPagePaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Loads the list's next page when the window is scrolled past 66 % (spec 000 §9), while a next page
 * exists, none is on its way and the last one did not fail.
 */
export function useNextPageOnScroll({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
}: NextPagePaging): void {
  useLoadMoreOnScroll(hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });
}

interface NextPageFooterProps {
  paging: NextPagePaging;
  /** Said when the next page failed, above the retry. */
  errorText: ReactNode;
  /** The button that loads the next page by hand; without it the next page comes only by scrolling. */
  moreText?: ReactNode;
}

/**
 * Below an infinite list: a spinner while the next page loads, a retry when it failed, and otherwise
 * (when given `moreText`) a button for the next page as long as there is one.
 */
export function NextPageFooter({ paging, errorText, moreText }: NextPageFooterProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
  return (
    <>
      {isFetchingNextPage && <LoadingState />}
      {isFetchNextPageError && (
        <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
          {errorText}
        </ErrorWithRetry>
      )}
      {moreText !== undefined && hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
        <Button variant="default" onClick={() => void fetchNextPage()}>
          {moreText}
        </Button>
      )}
    </>
  );
}

/** A button that loads the list's next page by hand, busy while it loads; shown while a next page exists. */
export function NextPageButton({
  paging: { hasNextPage, isFetchingNextPage, fetchNextPage },
  label,
}: {
  paging: Omit<NextPagePaging, 'isFetchNextPageError'>;
  label: MessageId;
}) {
  if (!hasNextPage) return null;
  return (
    <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
      <FormattedMessage id={label} />
    </Button>
  );
}

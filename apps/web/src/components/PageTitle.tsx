import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { takePendingTitleFocus } from './page-focus';
import classes from './PageTitle.module.css';

interface PageTitleProps {
  children: string;
}

/** The page's h1; also names the browser tab and receives focus after navigation. */
export function PageTitle({ children }: PageTitleProps) {
  const intl = useIntl();
  const ref = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(intl.formatMessage({ id: 'app.documentTitle' }, { page: children }));

  useEffect(() => {
    if (takePendingTitleFocus()) ref.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Title order={1} ref={ref} tabIndex={-1} data-page-title className={classes.title}>
      {children}
    </Title>
  );
}

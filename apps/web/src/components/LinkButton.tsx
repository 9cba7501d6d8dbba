import { Button, type ButtonProps } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, type LinkProps, type To } from 'react-router';
import type { MessageId } from '../i18n/nl';

/**
 * A button that opens a page of the app, its label a text of the catalogue; with `replace` the page takes
 * the place of the current one in the history.
 */
export function LinkButton({
  to,
  label,
  ...props
}: { to: To; label: MessageId } & Pick<LinkProps, 'replace'> & Omit<ButtonProps, 'children'>) {
  return (
    <Button component={Link} to={to} {...props}>
      <FormattedMessage id={label} />
    </Button>
  );
}

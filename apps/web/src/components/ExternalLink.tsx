import { Button, CopyButton, Group, TextInput, type ModalProps } from '@mantine/core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { wrapperCapabilities } from '../lib/native-wrapper';
import { MessageParagraphs } from './MessageParagraphs';
import { TitledDialog } from './TitledDialog';

/**
 * Opens an external address in a new window, or, when the native wrapper cannot open links, shows a
 * dialog with the address to copy into a browser (spec 000 §1). `children` renders the clickable part
 * and receives the props for an anchor.
 */
export function ExternalLink({
  href,
  children,
}: {
  href: string;
  children: (anchorProps: {
    href: string;
    target: '_blank';
    rel: string;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  }) => ReactNode;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (wrapperCapabilities().canOpenExternalLinks) return;
    event.preventDefault();
    setDialogOpen(true);
  };
  return (
    <>
      {children({ href, target: '_blank', rel: 'noopener noreferrer', onClick })}
      <CopyAddressDialog address={href} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}

export function CopyAddressDialog({
  address,
  opened,
  onClose,
}: { address: string } & Pick<ModalProps, 'opened' | 'onClose'>) {
  const intl = useIntl();
  return (
    <TitledDialog opened={opened} onClose={onClose} title="externalLink.title">
      <MessageParagraphs ids={['externalLink.text']} />
      <TextInput
        readOnly
        value={address}
        aria-label={intl.formatMessage({ id: 'externalLink.address' })}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="flex-end">
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              <FormattedMessage id={copied ? 'externalLink.copied' : 'externalLink.copy'} />
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Group>
    </TitledDialog>
  );
}

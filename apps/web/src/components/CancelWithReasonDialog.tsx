import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MessageId } from '../i18n/nl';
import { notify } from '../lib/notify';
import { ReasonDialog } from './ReasonDialog';

/** The texts of a cancel dialog, as message ids: its title, the reason field with its hint, and both buttons. */
export interface CancelDialogMessages {
  title: MessageId;
  reasonLabel: MessageId;
  reasonHint: MessageId;
  keep: MessageId;
  confirm: MessageId;
}

/**
 * Cancelling something with an optional reason (a trip, a shout-out; spec 000 §4, §6): an empty reason is
 * not sent. Done, the done message, the dialog closes and the app goes to donePath; a failure is left to
 * onFailed, which says it in the caller's words.
 */
export function CancelWithReasonDialog({
  id,
  cancel,
  messages,
  notice,
  doneMessage,
  donePath,
  onFailed,
  onClose,
}: {
  id: number;
  cancel: { mutateAsync: (input: { id: number; reason?: string }) => Promise<unknown>; isPending: boolean };
  messages: CancelDialogMessages;
  notice?: ReactNode;
  doneMessage: MessageId;
  donePath: string;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();

  const confirm = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync({ id, ...(reason ? { reason } : {}) });
      notify.info(doneMessage);
      onClose();
      void navigate(donePath);
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <ReasonDialog
      title={intl.formatMessage({ id: messages.title })}
      reasonLabel={intl.formatMessage({ id: messages.reasonLabel })}
      reasonHint={intl.formatMessage({ id: messages.reasonHint })}
      keepLabel={intl.formatMessage({ id: messages.keep })}
      confirmLabel={intl.formatMessage({ id: messages.confirm })}
      {...(notice === undefined ? {} : { notice })}
      pending={cancel.isPending}
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}

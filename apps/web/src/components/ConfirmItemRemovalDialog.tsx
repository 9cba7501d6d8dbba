import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ConfirmRemovalDialog } from './ConfirmRemovalDialog';

/** The catalogue texts of the dialog; the question is filled in with `questionValues` of the item. */
export interface ConfirmItemRemovalTexts {
  title: MessageId;
  question: MessageId;
  keep: MessageId;
  confirm: MessageId;
}

/**
 * ConfirmRemovalDialog about one item of a list: open while there is an `item`, its question filled in
 * with that item's `questionValues`, and confirming hands the item to `onConfirm`.
 */
export function ConfirmItemRemovalDialog<Item>({
  item,
  texts,
  questionValues,
  pending,
  onConfirm,
  onClose,
}: {
  item: Item | null;
  texts: ConfirmItemRemovalTexts;
  questionValues: (item: Item) => Record<string, string | number>;
  pending: boolean;
  onConfirm: (item: Item) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmRemovalDialog
      opened={item !== null}
      title={intl.formatMessage({ id: texts.title })}
      question={item !== null ? intl.formatMessage({ id: texts.question }, questionValues(item)) : ''}
      keepLabel={intl.formatMessage({ id: texts.keep })}
      confirmLabel={intl.formatMessage({ id: texts.confirm })}
      pending={pending}
      onConfirm={() => item !== null && onConfirm(item)}
      onClose={onClose}
    />
  );
}

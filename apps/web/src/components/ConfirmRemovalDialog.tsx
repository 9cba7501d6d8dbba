import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { useItemDialog } from '../lib/useItemDialog';

/**
 * Asks before something is removed or ended for good, with a keep button and a red confirm button. The keep
 * button has the focus first, so a stray Enter keeps things as they are; while `pending` the dialog stays
 * open and the keep button is off. The page moves the focus on afterwards (the button that opened the
 * dialog may be gone), so the dialog does not return it.
 */
export function ConfirmRemovalDialog({
  opened,
  title,
  question,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  question: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      returnFocus={false}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      centered
    >
      {opened && (
        <Stack gap="md">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
              {keepLabel}
            </Button>
            <Button color="red.9" loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The texts of an ItemRemovalDialog, as message ids; the values the question names are read off the item. */
export interface ItemRemovalTexts<T> {
  title: MessageId;
  question: MessageId;
  questionValues: (item: T) => Record<string, string | number>;
  keep: MessageId;
  confirm: MessageId;
}

/**
 * A ConfirmRemovalDialog about one item of a list (a car, a delegation, a withdrawal): open while there is an item, and
 * confirming hands that item back.
 */
export function ItemRemovalDialog<T>({
  item,
  texts,
  pending,
  onConfirm,
  onClose,
}: {
  item: T | null;
  texts: ItemRemovalTexts<T>;
  pending: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmRemovalDialog
      opened={item !== null}
      title={intl.formatMessage({ id: texts.title })}
      question={item === null ? '' : intl.formatMessage({ id: texts.question }, texts.questionValues(item))}
      keepLabel={intl.formatMessage({ id: texts.keep })}
      confirmLabel={intl.formatMessage({ id: texts.confirm })}
      pending={pending}
      onConfirm={() => item !== null && onConfirm(item)}
      onClose={onClose}
    />
  );
}

/**
 * Removing (or ending) one item of a list, asked first. `buttonProps` go on each item's remove button: it
 * opens the dialog about that item, and is off while that item's removal is under way. `dialog` is the
 * dialog to place on the page. `remove` starts the removal of the confirmed item and calls `settled` once
 * it has succeeded or failed; then the dialog closes and the focus goes back to the item's button, or, when
 * the item is gone from the list, to `fallbackFocus`.
 */
export function useItemRemoval<T extends { id: number }>({
  fallbackFocus,
  texts,
  pending,
  remove,
}: {
  fallbackFocus: () => HTMLElement | null;
  texts: ItemRemovalTexts<T>;
  /** Whether a removal is under way. */
  pending: boolean;
  remove: (item: T, settled: () => void) => void;
}) {
  const dialog = useItemDialog<T>(fallbackFocus);
  // The item whose removal was asked last, so only its button is off while the removal runs.
  const [removingId, setRemovingId] = useState<number | null>(null);

  const confirm = (item: T) => {
    setRemovingId(item.id);
    remove(item, () => dialog.closeAfter(item));
  };

  return {
    buttonProps: (item: T) => ({
      ref: dialog.buttonRef(item.id),
      disabled: pending && removingId === item.id,
      onClick: () => dialog.open(item),
    }),
    dialog: (
      <ItemRemovalDialog
        item={dialog.chosen}
        texts={texts}
        pending={pending}
        onConfirm={confirm}
        onClose={dialog.close}
      />
    ),
  };
}

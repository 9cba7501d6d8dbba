import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import type { Recurrence } from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DISPLAY_DATE_FORMAT, parseTypedDate } from '../../../components/typedDate';
import { DialogButtons } from '../../../components/DialogButtons';
import { NumberRadioGroup } from '../../../components/NumberRadioGroup';
import { today } from '../../../lib/travel-time';
import type { RecurrenceChoice, RecurrenceKind } from '../lib/ridePlanDraft';
import { RecurrenceSummary } from './RecurrenceSummary';

const KINDS: RecurrenceKind[] = ['ONCE', 'DAILY', 'WORKDAILY', 'WEEKLY', 'CUSTOM'];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

interface RecurrenceFieldProps {
  value: RecurrenceChoice;
  onChange: (value: RecurrenceChoice) => void;
  nowMs: number;
}

/**
 * How the ride repeats (spec 000 §2, §5): once, every day, every workday, every week, or a custom
 * pattern chosen in a dialog: the weekdays, every week or every other week, and an end date in the
 * future or 'Geen einddatum'. 'Ok' needs at least one weekday.
 */
export function RecurrenceField({ value, onChange, nowMs }: RecurrenceFieldProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={4}>
      <NativeSelect
        label={intl.formatMessage({ id: 'rides.plan.recurrence' })}
        value={value.kind}
        data={KINDS.map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: `rides.recurrence.${kind}` }),
        }))}
        onChange={(event) => {
          const kind = event.currentTarget.value as RecurrenceKind;
          if (kind === 'CUSTOM') setEditing(true);
          else onChange({ kind });
        }}
      />
      {value.kind === 'CUSTOM' && value.custom && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            <RecurrenceSummary recurrence={value.custom} />
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
            {intl.formatMessage({ id: 'rides.recurrence.CUSTOM' })}
          </Button>
        </Group>
      )}
      {editing && (
        <CustomRecurrenceDialog
          initial={value.custom}
          nowMs={nowMs}
          onCancel={() => setEditing(false)}
          onOk={(custom) => {
            setEditing(false);
            onChange({ kind: 'CUSTOM', custom });
          }}
        />
      )}
    </Stack>
  );
}

function CustomRecurrenceDialog({
  initial,
  nowMs,
  onCancel,
  onOk,
}: {
  initial: Recurrence | undefined;
  nowMs: number;
  onCancel: () => void;
  onOk: (recurrence: Recurrence) => void;
}) {
  const intl = useIntl();
  const [days, setDays] = useState<string[]>(() =>
    WEEKDAYS.filter((day) => ((initial?.daysOfWeekMask ?? 0) & (1 << day)) !== 0).map(String),
  );
  const [interval, setInterval] = useState<1 | 2>(initial?.interval === 2 ? 2 : 1);
  const [noEnd, setNoEnd] = useState(!initial?.horizon);
  const [horizon, setHorizon] = useState<string | null>(initial?.horizon ?? null);
  const firstDay = today(nowMs);
  const endValid = noEnd || (horizon !== null && horizon > firstDay);
  const valid = days.length > 0 && endValid;

  return (
    <Modal
      opened
      onClose={onCancel}
      title={intl.formatMessage({ id: 'rides.recurrence.dialogTitle' })}
      centered
    >
      <Stack>
        <Checkbox.Group
          label={intl.formatMessage({ id: 'rides.recurrence.weekdays' })}
          value={days}
          onChange={setDays}
        >
          <Stack gap={6} mt={6}>
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                value={String(day)}
                label={intl.formatMessage({ id: `rides.weekday.${day}` })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <NumberRadioGroup
          label={intl.formatMessage({ id: 'rides.recurrence.interval' })}
          value={interval}
          options={[1, 2]}
          optionLabel={(weeks) =>
            intl.formatMessage({
              id: weeks === 2 ? 'rides.recurrence.everyOtherWeek' : 'rides.recurrence.everyWeek',
            })
          }
          onChange={(weeks) => setInterval(weeks === 2 ? 2 : 1)}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'rides.recurrence.noEndDate' })}
          checked={noEnd}
          onChange={(event) => setNoEnd(event.currentTarget.checked)}
        />
        {!noEnd && (
          <DatesProvider settings={{ locale: 'nl', firstDayOfWeek: 1 }}>
            <DateInput
              label={intl.formatMessage({ id: 'rides.recurrence.endDate' })}
              value={horizon}
              onChange={setHorizon}
              valueFormat={DISPLAY_DATE_FORMAT}
              dateParser={parseTypedDate}
              minDate={firstDay}
              popoverProps={{ withinPortal: true }}
            />
          </DatesProvider>
        )}
        <DialogButtons
          closeLabel={intl.formatMessage({ id: 'rides.recurrence.cancel' })}
          onClose={onCancel}
          confirmLabel={intl.formatMessage({ id: 'rides.recurrence.ok' })}
          disabled={!valid}
          onConfirm={() =>
            onOk({
              interval,
              unit: 'WEEK',
              daysOfWeekMask: days.reduce((mask, day) => mask | (1 << Number(day)), 0),
              ...(noEnd || !horizon ? {} : { horizon }),
            })
          }
        />
      </Stack>
    </Modal>
  );
}

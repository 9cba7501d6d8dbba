import { TextInput } from '@mantine/core';
import { useId, useRef, useState, type ComponentType } from 'react';
import type { TravelDatePickerProps } from './TravelDatePicker';
import { displayedDate, parseTypedDate } from './typedDate';

type Picker = ComponentType<TravelDatePickerProps>;

// The picker is downloaded once, on the first use of any date field; later fields show it at once.
let loadedPicker: Picker | null = null;
let pickerLoading: Promise<Picker> | null = null;

function loadPicker(): Promise<Picker> {
  pickerLoading ??= import('./TravelDatePicker').then(({ TravelDatePicker }) => {
    loadedPicker = TravelDatePicker;
    return TravelDatePicker;
  });
  // A failed download (offline) is tried again on the next use; the stand-in keeps working meanwhile.
  pickerLoading.catch(() => {
    pickerLoading = null;
  });
  return pickerLoading;
}

/**
 * Forgets the downloaded picker, so that the next date field starts as the stand-in again. For tests,
 * which share one module registry: a file that used a date field before would otherwise decide what the
 * next one sees.
 */
export function forgetLoadedPicker(): void {
  loadedPicker = null;
  pickerLoading = null;
}

type TravelDateFieldProps = Omit<TravelDatePickerProps, 'id' | 'takeFocus'>;

/**
 * The day of a trip or ride (spec 000 §5). Until the calendar picker is downloaded it is a stand-in: the
 * same labelled text field showing the same date (DD-MM-JJJJ), in which a date can be typed. The picker is
 * fetched when the field is first pointed at, touched or focused, so a page's first paint does not wait
 * for it, and then takes the stand-in's place, and its focus when the user is in it.
 */
export function TravelDateField({ label, value, minDate, onChange }: TravelDateFieldProps) {
  const id = useId();
  // Whether the user is in the stand-in (focused or clicked it): then the picker takes over its focus.
  const userIsIn = useRef(false);
  const [picker, setPicker] = useState<{ Picker: Picker; focused: boolean } | null>(() =>
    loadedPicker ? { Picker: loadedPicker, focused: false } : null,
  );
  // What is being typed before the picker is there; the shown date again once the user leaves the field.
  const [typed, setTyped] = useState<string | null>(null);
  const loadingStarted = useRef(false);

  if (picker) {
    const { Picker, focused } = picker;
    return (
      <Picker id={id} label={label} value={value} minDate={minDate} onChange={onChange} takeFocus={focused} />
    );
  }

  const startLoading = () => {
    if (loadingStarted.current) return;
    loadingStarted.current = true;
    void loadPicker().then(
      (Picker) => setPicker({ Picker, focused: userIsIn.current }),
      () => {
        loadingStarted.current = false;
      },
    );
  };
  return (
    <TextInput
      id={id}
      label={label}
      autoComplete="off"
      value={typed ?? displayedDate(value)}
      onPointerEnter={startLoading}
      onPointerDown={startLoading}
      onFocus={() => {
        userIsIn.current = true;
        startLoading();
      }}
      onClick={() => {
        userIsIn.current = true;
        startLoading();
      }}
      onBlur={() => {
        userIsIn.current = false;
        setTyped(null);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        // As the picker does: a complete date from the first day on is taken at once (YYYY-MM-DD sorts).
        const date = parseTypedDate(text);
        if (date && date >= minDate) onChange(date);
      }}
    />
  );
}

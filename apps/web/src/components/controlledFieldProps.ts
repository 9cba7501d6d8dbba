import type { ReactNode, Ref } from 'react';

/**
 * What a form hands a field that is not a plain input (a date picker, an address chooser): its value
 * and the calls for a change and for leaving it, its label and error, and the ref and name the form
 * focuses it by.
 */
export interface ControlledFieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: ReactNode;
  label: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

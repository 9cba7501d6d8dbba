import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form whose fields are checked against a zod schema when a field is left, and then again while a
 * refused field is corrected (the forms' rule of checking on blur: spec 001 §5). Besides the form's own
 * tools it hands back the field errors and whether the form is being sent, which every form shows.
 */
export function useFormCheckedOnLeave<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting };
}

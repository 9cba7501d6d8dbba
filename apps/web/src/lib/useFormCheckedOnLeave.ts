import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { MessageId } from '../i18n/nl';
import { errorText } from './form-errors';

/**
 * A form whose fields are checked against a zod schema when a field is left, and then again while a
 * refused field is corrected (the forms' rule of checking on blur: spec 001 §5). Besides the form's own
 * tools it hands back the field errors, whether the form is being sent, and `fieldProps`: what every
 * text field of the form gets, its label (the catalogue text of `labelId`), its registration and the
 * Dutch text of its error.
 */
export function useFormCheckedOnLeave<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const intl = useIntl();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const fieldProps = (name: Path<Values>, labelId: MessageId, options?: RegisterOptions<Values>) => ({
    label: intl.formatMessage({ id: labelId }),
    ...form.register(name, options),
    error: errorText(intl, get(errors, name) as FieldError | undefined),
  });
  return { ...form, errors, isSubmitting, fieldProps };
}

import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The form of a page filled in step by step (registration, a new person to act for): its fields reach the
 * form through react-hook-form's context, the browser's own checks stay off (the page shows its own
 * messages), and submitting (Enter, or the step's button) calls `onNext`, which checks the step and goes on.
 */
export function StepByStepForm<T extends FieldValues>({
  form,
  onNext,
  children,
}: {
  form: UseFormReturn<T>;
  onNext: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

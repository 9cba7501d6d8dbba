import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

/**
 * The frame of a form that saves the profile: its fields share the form through the FormProvider, the
 * browser's own validation stays off (the form checks), and one 'Opslaan' button below submits it, busy
 * while the save runs.
 */
export function SavedProfileForm<Values extends FieldValues>({
  form,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          {children}
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FormattedMessage id="common.save" />
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

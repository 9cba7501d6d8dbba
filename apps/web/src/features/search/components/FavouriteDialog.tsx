import type { Suggestion } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { TitledDialog } from '../../../components/TitledDialog';
import { DialogButtons } from '../../../components/DialogButtons';
import { notify } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/form-errors';
import { useSaveFavourite } from '../api/queries';
import { favouriteFromSuggestion } from '../lib/places';

/** Spec 000 §5: a favourite's name has at least 3 characters. */
export const FAVOURITE_NAME_MIN_LENGTH = 3;

const favouriteFormSchema = z.object({
  name: z.string().trim().min(FAVOURITE_NAME_MIN_LENGTH, 'planner.favourites.nameTooShort').max(100),
});
type FavouriteForm = z.infer<typeof favouriteFormSchema>;

interface FavouriteDialogProps {
  /** The suggestion to save; the dialog is open while there is one. */
  suggestion: Suggestion | null;
  onClose: () => void;
}

/**
 * Saves a suggestion as a favourite under a name of at least 3 characters ('Minimaal 3 karakters'; the
 * save button stays disabled until then). 'Favoriet is opgeslagen' on success; an existing favourite of
 * the same place (409) gives 'Favoriet bestaat al in uw profiel.'.
 */
export function FavouriteDialog({ suggestion, onClose }: FavouriteDialogProps) {
  return (
    <TitledDialog
      opened={suggestion !== null}
      onClose={onClose}
      title="planner.favourites.dialogTitle"
      namedCloseButton
    >
      {suggestion && <FavouriteNameForm key={suggestion.id} suggestion={suggestion} onDone={onClose} />}
    </TitledDialog>
  );
}

function FavouriteNameForm({ suggestion, onDone }: { suggestion: Suggestion; onDone: () => void }) {
  const intl = useIntl();
  const save = useSaveFavourite();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FavouriteForm>({
    resolver: zodResolver(favouriteFormSchema),
    defaultValues: { name: '' },
    mode: 'onChange',
  });
  const longEnough = useWatch({ control, name: 'name' }).trim().length >= FAVOURITE_NAME_MIN_LENGTH;

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await save.mutateAsync(favouriteFromSuggestion(suggestion, name));
      notify.info('planner.favourites.saved');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        notify.error('planner.favourites.exists');
        onDone();
      } else {
        notify.error('planner.favourites.saveError');
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text>
          <FormattedMessage id="planner.favourites.dialogText" values={{ title: suggestion.title }} />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: 'planner.favourites.name' })}
          description={intl.formatMessage({ id: 'planner.favourites.nameHint' })}
          required
          autoComplete="off"
          data-autofocus
          maxLength={100}
          {...register('name')}
          error={errorText(intl, errors.name)}
        />
        <DialogButtons
          closeLabel={<FormattedMessage id="common.cancel" />}
          onClose={onDone}
          confirmLabel={<FormattedMessage id="common.save" />}
          submit
          disabled={!longEnough}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

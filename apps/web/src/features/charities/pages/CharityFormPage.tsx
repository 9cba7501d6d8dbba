import type { Charity } from '@achterhoek/contracts';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { MessageParagraphs } from '../../../components/MessageParagraphs';
import { Page } from '../../../components/Page';
import { TitledDialog } from '../../../components/TitledDialog';
import { isApiError } from '../../../lib/api-error';
import { dayjs } from '../../../lib/dayjs';
import { notify } from '../../../lib/notify';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { charityDetailPath, paths } from '../../../lib/paths';
import { useCharity, useSaveCharity, useStopCampaign } from '../api/queries';
import { CharityImageField } from '../components/CharityImageField';
import {
  charityFormSchema,
  charityFormValues,
  charityRequest,
  type CharityFormValues,
} from '../lib/charityForm';

/** /createCharity ('Doel Toevoegen', spec 001 §2.13): only for a treasurer or admin (the route's gate). */
export function CreateCharityPage() {
  return (
    <Page title="charities.form.createTitle">
      <CharityForm />
    </Page>
  );
}

/** /editCharity/:charityId: the same form filled in, with 'Campagne stoppen'. */
export function EditCharityPage() {
  const id = useParams().charityId ?? '';
  const charity = useCharity(id);
  return (
    <Page title="charities.form.editTitle">
      <AwaitQueries queries={[charity]} errorId="charities.detail.error">
        {(loaded) => <CharityForm charity={loaded} key={loaded.id} />}
      </AwaitQueries>
    </Page>
  );
}

function CharityForm({ charity }: { charity?: Charity }) {
  const navigate = useNavigate();
  const id = charity ? String(charity.id) : undefined;
  const save = useSaveCharity(id);
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const today = dayjs().tz('Europe/Amsterdam').format('YYYY-MM-DD');
  const initial = charityFormValues(charity, today);
  const { handleSubmit, control, isSubmitting, fieldProps } = useFormCheckedOnLeave<CharityFormValues>(
    charityFormSchema,
    initial,
  );
  // The name, as typed, for the image's alternative text (useWatch: React Compiler friendly).
  const name = useWatch({ control, name: 'name' });

  const onSubmit = handleSubmit(async (values) => {
    const accountChanged =
      charity !== undefined && (values.iban !== initial.iban || values.ibanHolder !== initial.ibanHolder);
    try {
      const savedId = await save.mutateAsync({
        charity: charityRequest(values, charity),
        account: accountChanged
          ? {
              iban: values.iban === '' ? null : values.iban.replace(/\s+/g, '').toUpperCase(),
              ibanHolder: values.iban === '' ? null : values.ibanHolder.trim(),
            }
          : null,
        image,
      });
      notify.info('charities.form.saved');
      void navigate(charityDetailPath(savedId), { replace: charity !== undefined });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notify.error('charities.form.error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput {...fieldProps('name', 'charities.form.name')} required size="md" />
        <TextInput
          {...fieldProps('goalAmount', 'charities.form.goal')}
          required
          inputMode="numeric"
          autoComplete="off"
          size="md"
        />
        <Textarea {...fieldProps('description', 'charities.form.description')} rows={4} size="md" />
        <TextInput {...fieldProps('location', 'charities.form.location')} required size="md" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" {...fieldProps('start', 'charities.form.start')} required size="md" />
          <TextInput type="date" {...fieldProps('end', 'charities.form.end')} size="md" />
        </SimpleGrid>
        <TextInput {...fieldProps('iban', 'charities.form.iban')} autoComplete="off" size="md" />
        <TextInput {...fieldProps('ibanHolder', 'charities.form.ibanHolder')} size="md" />
        <CharityImageField
          current={charity?.imageUrl ?? null}
          name={name}
          value={image}
          onChange={setImage}
        />
        <CancelAndSubmitButtons
          onCancel={() => void navigate(charity ? charityDetailPath(charity.id) : paths.charityOverview)}
          submitId="common.save"
          busy={isSubmitting}
        />
        {charity && !charity.closed && <StopCampaign charity={charity} />}
      </Stack>
    </form>
  );
}

/**
 * 'Campagne stoppen': after a confirmation the campaign's end becomes now; nobody can give any more. A
 * campaign that has not begun yet begins and ends now (an end before the start is refused).
 */
function StopCampaign({ charity }: { charity: Charity }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const stop = useStopCampaign(String(charity.id));
  const confirm = async () => {
    const now = dayjs().tz('Europe/Amsterdam').millisecond(0);
    const begun = !dayjs(charity.campaignStartTime).isAfter(now);
    try {
      await stop.mutateAsync({
        name: charity.name,
        description: charity.description,
        location: { label: charity.location.label, point: charity.location.point },
        goalAmount: charity.goalAmount,
        campaignStartTime: begun ? charity.campaignStartTime : now.format(),
        campaignEndTime: now.format(),
      });
      setOpen(false);
      notify.info('charities.form.stopped');
      void navigate(charityDetailPath(charity.id), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notify.error('charities.form.error');
    }
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        <FormattedMessage id="charities.form.stop" />
      </Button>
      <TitledDialog
        opened={open}
        onClose={() => setOpen(false)}
        title="charities.form.stopTitle"
        namedCloseButton
      >
        <MessageParagraphs ids={['charities.form.stopText']} />
        <SimpleGrid cols={2} spacing="sm">
          <Button variant="default" onClick={() => setOpen(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="red" loading={stop.isPending} onClick={() => void confirm()}>
            <FormattedMessage id="charities.form.stopConfirm" />
          </Button>
        </SimpleGrid>
      </TitledDialog>
    </>
  );
}

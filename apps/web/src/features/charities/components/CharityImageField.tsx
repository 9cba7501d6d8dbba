import { CHARITY_IMAGE_MAX_BYTES, CHARITY_IMAGE_SIZE, type Charity } from '@achterhoek/contracts';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImageType, scaleImageFile } from '../../../lib/image';
import { logger } from '../../../lib/logger';
import { CharityImage } from './CharityImage';

interface CharityImageFieldProps {
  current: Charity['imageUrl'];
  name: string;
  /** The new picture (data URL), null when removed, undefined while unchanged. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
}

/**
 * The charity's picture on its form (spec 001 §2.13): a jpeg, gif or png, scaled in the browser to at
 * most 200 px (like the profile photo), previewed at most 150 px; it can be replaced or removed.
 */
export function CharityImageField({ current, name, value, onChange }: CharityImageFieldProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<'charities.form.imageType' | 'charities.form.imageError' | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const shown = value === undefined ? current : value;

  const onFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!isAcceptedImageType(file.type)) {
      setProblem('charities.form.imageType');
      return;
    }
    setBusy(true);
    try {
      onChange(await scaleImageFile(file, CHARITY_IMAGE_MAX_BYTES / 4, CHARITY_IMAGE_SIZE));
    } catch (error) {
      logger.warn('Reading the charity image failed', error);
      setProblem('charities.form.imageError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500}>
        <FormattedMessage id="charities.form.image" />
      </Text>
      {shown && <CharityImage url={shown} name={name} />}
      <Group gap="sm">
        <FileButton onChange={(file) => void onFile(file)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={busy}>
              {intl.formatMessage({
                id: shown ? 'charities.form.replaceImage' : 'charities.form.chooseImage',
              })}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button variant="subtle" color="red" onClick={() => onChange(current ? null : undefined)}>
            <FormattedMessage id="charities.form.removeImage" />
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          <FormattedMessage id={problem} />
        </Text>
      )}
    </Stack>
  );
}

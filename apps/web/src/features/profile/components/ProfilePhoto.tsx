import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageParagraphs } from '../../../components/MessageParagraphs';
import { TitledDialog } from '../../../components/TitledDialog';
import { notify } from '../../../lib/notify';
import { ACCEPTED_IMAGE_TYPES, imageUrl, isAcceptedImageType, scaleImageFile } from '../../../lib/image';
import { logger } from '../../../lib/logger';
import { wrapperCapabilities } from '../../../lib/native-wrapper';
import { useUploadProfileImage } from '../api/queries';

interface ProfilePhotoProps {
  image: string | null;
  name: string;
  initials: string;
}

/**
 * The profile photo with 'Bewerk' (spec 000 §2 Profile): a jpeg, gif or png is scaled in the browser to
 * about 200 kB and uploaded; the new photo shows at once. Where the native wrapper blocks uploads, a
 * dialog explains that the photo cannot be changed.
 */
export function ProfilePhoto({ image, name, initials }: ProfilePhotoProps) {
  const intl = useIntl();
  const upload = useUploadProfileImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [blockedOpen, setBlockedOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File | null) => {
    if (!file) return;
    if (!isAcceptedImageType(file.type)) {
      notify.error('profile.photoType');
      return;
    }
    setBusy(true);
    try {
      const dataUrl = await scaleImageFile(file);
      // The scaled picture shows at once; once stored, the server's copy takes its place.
      setPreview(dataUrl);
      await upload.mutateAsync(dataUrl);
      notify.info('profile.photoSaved');
    } catch (error) {
      logger.warn('Saving the profile photo failed', error);
      notify.error('profile.photoError');
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  const source = preview ?? imageUrl(image);

  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={source}
        alt={intl.formatMessage({ id: 'profile.photoOf' }, { name })}
        size={120}
        radius={120}
        color="achterhoek"
        variant="filled"
      >
        {initials}
      </Avatar>
      {wrapperCapabilities().canUpload ? (
        <FileButton onChange={(file) => void onFile(file)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="md"
              loading={busy}
              aria-label={intl.formatMessage({ id: 'profile.editPhotoLabel' })}
            >
              <FormattedMessage id="profile.editPhoto" />
            </Button>
          )}
        </FileButton>
      ) : (
        <Button
          variant="light"
          size="md"
          aria-label={intl.formatMessage({ id: 'profile.editPhotoLabel' })}
          onClick={() => setBlockedOpen(true)}
        >
          <FormattedMessage id="profile.editPhoto" />
        </Button>
      )}
      {busy && (
        <Text size="sm" role="status">
          <FormattedMessage id="profile.photoSaving" />
        </Text>
      )}
      <TitledDialog
        opened={blockedOpen}
        onClose={() => setBlockedOpen(false)}
        title="profile.photoBlocked.title"
      >
        <MessageParagraphs ids={['profile.photoBlocked.text']} />
        <Button onClick={() => setBlockedOpen(false)}>
          <FormattedMessage id="common.close" />
        </Button>
      </TitledDialog>
    </Stack>
  );
}

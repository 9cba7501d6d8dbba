import { ActionIcon, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Icon, type IconProps } from '../../../components/icons';
import { PlaceField, type TripField, type TripPlace } from '../../search';

/** A circular arrow: back to how it was. */
function IconReset(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 4v5h5" />
    </Icon>
  );
}

const RESET_LABELS = {
  from: 'shoutOuts.propose.resetFrom',
  to: 'shoutOuts.propose.resetTo',
} as const;

/**
 * The driver's start ('Van') or destination ('Naar') of an offer: the passenger's place until the driver
 * picks another on the location page, and an icon button ('Vertrekpunt herstellen', 'Bestemming
 * herstellen') that puts the passenger's place back; it is disabled while nothing was changed.
 */
export function OfferPlaceField({
  field,
  place,
  changed,
  onReset,
}: {
  field: TripField;
  place: TripPlace;
  changed: boolean;
  onReset: () => void;
}) {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <div style={{ flex: 1, minWidth: 0 }}>
        <PlaceField field={field} place={place} editSearchCriteria={false} />
      </div>
      <ActionIcon
        variant="light"
        size={48}
        aria-label={intl.formatMessage({ id: RESET_LABELS[field] })}
        disabled={!changed}
        onClick={onReset}
      >
        <IconReset size={26} />
      </ActionIcon>
    </Group>
  );
}

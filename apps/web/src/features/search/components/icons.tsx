import type { TravelMode } from '@achterhoek/contracts';
import { Icon, IconHome, IconPlanner, type IconProps } from '../../../components/icons';

// The planner's line icons, drawn in the app's icon frame. Decorative: the text or the aria-label next
// to them carries the meaning, so screen readers skip them.

export function IconStar(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
    </Icon>
  );
}

/** A house (an address): the app's home icon. */
export const IconHouse = IconHome;

export function IconTrain(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="3" width="12" height="14" rx="3" />
      <path d="M6 11h12" />
      <circle cx="9.5" cy="14" r="0.5" />
      <circle cx="14.5" cy="14" r="0.5" />
      <path d="M8.5 17 6.5 21M15.5 17l2 4" />
    </Icon>
  );
}

export function IconBus(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="15" rx="2" />
      <path d="M5 11h14" />
      <path d="M7.5 18v3M16.5 18v3" />
      <circle cx="8.5" cy="14.5" r="0.5" />
      <circle cx="15.5" cy="14.5" r="0.5" />
    </Icon>
  );
}

export function IconTown(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18" />
      <path d="M5 21V11l4-3 4 3v10" />
      <path d="M13 21V7l3-3 3 3v14" />
      <path d="M9 21v-4" />
    </Icon>
  );
}

export function IconStreet(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 3 5 21" />
      <path d="M16 3l3 18" />
      <path d="M12 4v3M12 10.5v3M12 17v3" />
    </Icon>
  );
}

/** The icon of a geocoder category; a pin (the planner's icon) for anything else. */
export function CategoryIcon({ category, ...props }: IconProps & { category: string | null | undefined }) {
  switch (category) {
    case 'station':
      return <IconTrain {...props} />;
    case 'stop':
      return <IconBus {...props} />;
    case 'locality':
      return <IconTown {...props} />;
    case 'street':
      return <IconStreet {...props} />;
    case 'address':
      return <IconHouse {...props} />;
    default:
      return <IconPlanner {...props} />;
  }
}

export function IconCar(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 16V11.5L7 6.5h10l2 5V16" />
      <path d="M3.5 16h17v2.5h-17z" />
      <path d="M5 11.5h14" />
      <circle cx="7.5" cy="18.5" r="1.5" />
      <circle cx="16.5" cy="18.5" r="1.5" />
    </Icon>
  );
}

export function IconWalk(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="13" cy="4.5" r="1.5" />
      <path d="M10 21l2.5-6.5L15 17v4" />
      <path d="M12.5 14.5 13.5 9l-3.5 1.5L8.5 13" />
      <path d="M13.5 9l2 3.5 2.5 1" />
    </Icon>
  );
}

/** Arrows up and down: the order of a list. */
export function IconSort(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 4v16M4.5 7.5 8 4l3.5 3.5" />
      <path d="M16 20V4M12.5 16.5 16 20l3.5-3.5" />
    </Icon>
  );
}

export function IconChevronDown(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function IconPhone(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
    </Icon>
  );
}

/** The icon of a travel mode: a train for rail, a bus for the road's public transport, a car for a ride. */
export function TravelModeIcon({ mode, ...props }: IconProps & { mode: TravelMode }) {
  switch (mode) {
    case 'RAIL':
    case 'SUBWAY':
    case 'TRAM':
      return <IconTrain {...props} />;
    case 'RIDESHARE':
      return <IconCar {...props} />;
    case 'WALK':
      return <IconWalk {...props} />;
    default:
      return <IconBus {...props} />;
  }
}

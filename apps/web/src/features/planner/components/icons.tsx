import { Icon, type IconProps } from '../../../components/icons';

// The planner's line icons, drawn in the app's icon frame. Decorative: the text or the aria-label next
// to them carries the meaning, so screen readers skip them.

export function IconStar(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
    </Icon>
  );
}

export function IconHouse(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h4.5v-6h4v6h4.5V10" />
    </Icon>
  );
}

export function IconPin(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </Icon>
  );
}

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

/** The icon of a geocoder category; a pin for anything else. */
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
      return <IconPin {...props} />;
  }
}

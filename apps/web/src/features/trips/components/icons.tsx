import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../components/icons';

// The travel modes' icons in the summary bar and on the leg cards. Decorative: the mode's name is
// always said next to them or in the bar's label.

function IconWalk(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="13" cy="4" r="1.5" />
      <path d="m9 21 2.5-6 2.5 2.5V21" />
      <path d="m7 11 3-3.5h3.5l2.5 4 2.5 1" />
      <path d="M11.5 15 13 8" />
    </Icon>
  );
}

function IconTrain(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="3" width="12" height="14" rx="3" />
      <path d="M6 11h12" />
      <path d="M8.5 17 6.5 21M15.5 17l2 4" />
    </Icon>
  );
}

function IconBus(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="15" rx="2" />
      <path d="M5 11h14" />
      <path d="M7.5 18v3M16.5 18v3" />
    </Icon>
  );
}

function IconBicycle(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16 9.5 9h6L18 16M9.5 9 12 16l3.5-7M8.5 6h3" />
    </Icon>
  );
}

function IconCar(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 16v-4l2-5h12l2 5v4z" />
      <path d="M4 12h16" />
      <path d="M6.5 16v2.5M17.5 16v2.5" />
    </Icon>
  );
}

const icons: Record<string, (props: IconProps) => ReactNode> = {
  WALK: IconWalk,
  RAIL: IconTrain,
  BUS: IconBus,
  BICYCLE: IconBicycle,
  RIDESHARE: IconCar,
};

/** The icon of a travel mode; nothing for a mode that has none of its own. */
export function ModeIcon({ mode, ...props }: IconProps & { mode: string }) {
  const Drawn = icons[mode];
  return Drawn ? <Drawn {...props} /> : null;
}

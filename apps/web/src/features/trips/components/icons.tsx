import { TravelModeSchema, type TravelMode } from '@achterhoek/contracts';
import { Icon, type IconProps } from '../../../components/icons';
import { TravelModeIcon } from '../../search';

// The travel modes' icons on the summary bar and the leg cards: the planner's, as its results show them,
// and a bicycle, which the planner does not plan yet. Decorative: the mode's name is always said next to
// them or in the bar's label.

function IconBicycle(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16 9.5 9h6L18 16M9.5 9 12 16l3.5-7M8.5 6h3" />
    </Icon>
  );
}

function isTravelMode(mode: string): mode is TravelMode {
  return (TravelModeSchema.options as readonly string[]).includes(mode);
}

/** The icon of a travel mode; nothing for one that has none (a wait). */
export function ModeIcon({ mode, ...props }: IconProps & { mode: string }) {
  if (mode === 'BICYCLE') return <IconBicycle {...props} />;
  return isTravelMode(mode) ? <TravelModeIcon mode={mode} {...props} /> : null;
}

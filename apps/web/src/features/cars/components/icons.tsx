import { Icon, type IconProps } from '../../../components/icons';

// The cars' line icons, drawn in the app's icon frame. Decorative: the text or the aria-label next to
// them carries the meaning, so screen readers skip them.

export function IconPlus(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

import { Icon, type IconProps } from '../../../components/icons';

/** A circled 'i'; decorative, the button's label carries the meaning. */
export function IconInfo(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6" />
      <path d="M12 7.5h.01" />
    </Icon>
  );
}

import type { ReactNode, SVGProps } from 'react';

// A few line icons drawn for this app (24×24, stroke in the current text colour). They are decorative:
// the text label or aria-label next to them carries the meaning, so they are hidden from screen readers.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The frame every icon of the app draws in; features draw their own icons with it. */
export function Icon({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function IconHome(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h4.5v-6h4v6h4.5V10" />
    </Icon>
  );
}

export function IconPlanner(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </Icon>
  );
}

export function IconTrips(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 16.5V12l2-5h12l2 5v4.5z" />
      <path d="M4 12h16" />
      <circle cx="8" cy="16.5" r="1.75" />
      <circle cx="16" cy="16.5" r="1.75" />
    </Icon>
  );
}

export function IconCommunity(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14.1c2.6.4 4.5 2.9 4.5 5.9" />
    </Icon>
  );
}

export function IconProfile(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </Icon>
  );
}

export function IconBack(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function IconLogout(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 4H5v16h4" />
      <path d="M14 8l4 4-4 4" />
      <path d="M18 12H9" />
    </Icon>
  );
}

/** Two arrows, up and down: from and to change places. */
export function IconSwap(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 20V5" />
      <path d="M4 9l4-4 4 4" />
      <path d="M16 4v15" />
      <path d="M12 15l4 4 4-4" />
    </Icon>
  );
}

export function IconTrash(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16" />
      <path d="M9 7V4h6v3" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M10 11v5M14 11v5" />
    </Icon>
  );
}

import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { blue, green, orange, red, yellow } from './palette';
import fit from './theme-fit.module.css';

// A field green for the Achterhoek. Shades 6 and darker reach at least 5:1 against white, so white text
// on buttons and green text on white both pass WCAG AA for the older, not always sharp-eyed, users.
const achterhoek: MantineColorsTuple = [
  '#e9f6ef',
  '#d2ecde',
  '#a7d8bd',
  '#78c299',
  '#51ae7b',
  '#3a9a67',
  '#237a4e',
  '#1f6e46',
  '#17593a',
  '#0e432b',
];

/** The name of a dialog's close button: the catalogue's word for closing (theme-dialogs.test.tsx checks). */
export const MODAL_CLOSE_LABEL = 'Sluiten';

export const theme = createTheme({
  colors: { achterhoek, red, green, orange, yellow, blue },
  primaryColor: 'achterhoek',
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'inherit' },
  defaultRadius: 'md',
  components: {
    // Large touch targets by default: 50 px high buttons, 44 px icon buttons, fields with 16 px text
    // (which also keeps phones from zooming in on focus), and larger checkboxes and switches. Whatever size
    // a page picks, every control stays at least 44 × 44 px and its label wraps instead of being cut off
    // (theme-fit.module.css; the phone-width journeys check every page they visit).
    Button: {
      defaultProps: { size: 'lg' },
      classNames: { root: fit.buttonRoot, inner: fit.buttonInner, label: fit.buttonLabel },
    },
    ActionIcon: { defaultProps: { size: 44 }, classNames: { root: fit.actionIconRoot } },
    CloseButton: { classNames: { root: fit.closeButtonRoot } },
    InputClearButton: { classNames: { root: fit.closeButtonRoot } },
    Input: { classNames: { wrapper: fit.inputWrapper } },
    TextInput: { defaultProps: { size: 'md' } },
    DateInput: {
      defaultProps: { size: 'md' },
      classNames: {
        day: fit.calendarDay,
        calendarHeader: fit.calendarHeader,
        monthsListControl: fit.calendarPickerControl,
        yearsListControl: fit.calendarPickerControl,
      },
    },
    NativeSelect: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Chip: { classNames: { label: fit.chipLabel } },
    Tabs: { classNames: { tab: fit.tab } },
    SegmentedControl: { classNames: { label: fit.segmentedLabel } },
    Badge: { classNames: { root: fit.badgeRoot, label: fit.badgeLabel } },
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
    // A link is told from text by more than its colour (WCAG 1.4.1): always underlined. On its own (not in
    // a sentence) it is 44 px high.
    Anchor: { defaultProps: { underline: 'always' }, classNames: { root: fit.anchor } },
    // Every dialog's close button (the ×) has a name for screen readers, whichever page opens it; a
    // dialog that passes its own closeButtonProps names it itself. It is 44 × 44 px like every control.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': MODAL_CLOSE_LABEL } },
      classNames: { close: fit.closeButtonRoot },
    },
  },
});

// Mantine's default muted text, link and error colours are too light for WCAG AA on white (its error red
// #fa5252 reaches 3.28:1, on every invalid field and error message); use darker shades. Red 9 (#a92323)
// reaches 7.1:1 as text on white and as white text on a red button.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-achterhoek-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

import { ActionIcon, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ChoiceList.module.css';

/** A bordered list of places to choose from; `label` names the list for screen readers. */
export function ChoiceList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" component="ul" aria-label={label} className={classes.list}>
      {children}
    </Paper>
  );
}

interface ChoiceRowProps {
  icon: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  onChoose: () => void;
  disabled?: boolean;
  /** A second action on the row (save as favourite, remove), with its own accessible label. */
  action?: { label: string; icon: ReactNode; onClick: () => void; color?: string; disabled?: boolean };
}

/** One place: the row itself chooses it; an optional icon button at the end does something else with it. */
export function ChoiceRow({ icon, title, detail, onChoose, disabled = false, action }: ChoiceRowProps) {
  return (
    <li className={classes.row}>
      <UnstyledButton className={classes.choose} onClick={onChoose} disabled={disabled}>
        <span className={classes.icon}>{icon}</span>
        <span className={classes.texts}>
          <Text component="span" display="block" size="md">
            {title}
          </Text>
          {detail ? (
            <Text component="span" display="block" size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </span>
      </UnstyledButton>
      {action && (
        <ActionIcon
          className={classes.action}
          variant="subtle"
          color={action.color ?? 'achterhoek'}
          size={48}
          aria-label={action.label}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.icon}
        </ActionIcon>
      )}
    </li>
  );
}

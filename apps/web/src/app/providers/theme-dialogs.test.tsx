import { MantineProvider, Modal } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nl } from '../../i18n/nl';
import { MODAL_CLOSE_LABEL, theme } from './theme';

describe('dialogs in the theme', () => {
  it('names every dialog’s close button, also where the page gives it no name', () => {
    // Regression: the custom recurrence dialog, 'Rit annuleren' and 'Oproep annuleren' had a close
    // button without an accessible name (axe: critical).
    const onClose = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <Modal opened onClose={onClose} title="Rit annuleren">
          Inhoud
        </Modal>
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rit annuleren' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the catalogue’s word for closing', () => {
    expect(MODAL_CLOSE_LABEL).toBe(nl['common.close']);
  });
});

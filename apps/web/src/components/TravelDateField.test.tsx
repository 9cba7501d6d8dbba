import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { forgetLoadedPicker, TravelDateField } from './TravelDateField';

// The picker is downloaded once per page load (module state): each test starts before that download,
// whatever other test files did in the same module registry.
describe('TravelDateField', () => {
  beforeEach(() => forgetLoadedPicker());

  it('before its first use shows the date as text in which a date from the first day on can be typed', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <TravelDateField label="Datum" value="2026-11-23" minDate="2026-11-23" onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Datum' });
    expect(field).toHaveValue('23-11-2026');
    expect(screen.queryByRole('button', { name: 'Volgende maand' })).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: '22-11-2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '1-12-2026' } });
    expect(onChange).toHaveBeenCalledWith('2026-12-01');
  });

  it('on first use becomes the calendar picker, which keeps the field focused with its calendar open', async () => {
    renderWithProviders(
      <TravelDateField label="Datum" value="2026-11-23" minDate="2026-11-23" onChange={() => undefined} />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Datum' });
    standIn.focus();
    // The picker's module is transformed on its first import in the test run: on a busy machine that
    // alone can take longer than a query's default second.
    expect(
      await screen.findByRole('button', { name: 'Volgende maand' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const picker = screen.getByRole('textbox', { name: 'Datum' });
    expect(picker).not.toBe(standIn);
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('23-11-2026');
    // Regression: with its date selected, so a date typed now replaces it instead of being added to it.
    expect([(picker as HTMLInputElement).selectionStart, (picker as HTMLInputElement).selectionEnd]).toEqual([
      0,
      '23-11-2026'.length,
    ]);
  });
});

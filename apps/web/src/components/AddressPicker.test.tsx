import type { Address, Suggestion } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, expectThrottled, settleUntil, stopClock } from '../test/clock';
import { callsTo, mockApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderWithProviders';
import { AddressPicker } from './AddressPicker';
import { suggestionQueriesAsked } from '../test/fakePlaces';

function place(id: string, title: string, locality?: string): Suggestion {
  return {
    id,
    title,
    titleHighlights: [],
    category: 'locality',
    address: { label: `${title}, Gelderland`, locality, countryCode: 'NL' },
    location: { type: 'Point', coordinates: [6.35, 52.0] },
    distance: 0,
  };
}

const suggestions = [
  place('1', 'Zelhem', 'Zelhem'),
  place('2', 'Zelhem (gemeente)', undefined),
  place('3', 'Zelhemseweg', 'Halle'),
];

function Harness({ onChange }: { onChange: (address: Address | null) => void }) {
  const [value, setValue] = useState<Address | null>(null);
  return (
    <AddressPicker
      label="Woonadres"
      value={value}
      onChange={(address) => {
        setValue(address);
        onChange(address);
      }}
    />
  );
}

function renderPicker() {
  const onChange = vi.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  return { onChange, input: screen.getByRole('textbox', { name: /Woonadres/ }) };
}

describe('address picker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hints to type at least 3 letters and asks nothing for 3 characters or fewer', async () => {
    stopClock();
    const api = mockApi({
      'GET /api/geo/suggestions': { totalCount: 3, offset: 0, count: 3, data: suggestions },
    });
    const { input } = renderPicker();
    expect(screen.getByText('Typ minimaal 3 letters en kies je adres uit de lijst.')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Zel' } });
    // Longer than the 500 ms pause, so a late query would have gone out too.
    await advanceClock(700);
    expect(callsTo(api, 'GET', '/api/geo/suggestions')).toHaveLength(0);
  });

  it('asks for at most 8 suggestions, at most every 500 ms, and offers only those with a locality', async () => {
    stopClock();
    const api = mockApi({
      'GET /api/geo/suggestions': { totalCount: 3, offset: 0, count: 3, data: suggestions },
    });
    const { input, onChange } = renderPicker();

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Zelh' } });
    fireEvent.change(input, { target: { value: 'Zelhe' } });
    fireEvent.change(input, { target: { value: 'Zelhem' } });

    // The first query at once, then the last one when the 500 ms have passed; the one in between is
    // skipped.
    await expectThrottled(() => suggestionQueriesAsked(api), 500, 'Zelh', 'Zelhem');
    await settleUntil(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'ZelhemZelhem, Gelderland',
        'ZelhemsewegZelhemseweg, Gelderland',
      ]),
    );
    // Nothing more is asked once the typing has stopped.
    await advanceClock(600);
    expect(suggestionQueriesAsked(api)).toEqual(['Zelh', 'Zelhem']);
    const calls = callsTo(api, 'GET', '/api/geo/suggestions');
    expect(calls.every((call) => call.url.searchParams.get('maxResults') === '8')).toBe(true);

    fireEvent.click(screen.getByRole('option', { name: /^Zelhem Zelhem, Gelderland|^ZelhemZelhem/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ locality: 'Zelhem', location: { type: 'Point', coordinates: [6.35, 52.0] } }),
    );
    expect(screen.getByText('Gekozen adres: Zelhem, Gelderland')).toBeInTheDocument();

    // Typing again drops the choice: coordinates never come from free text.
    fireEvent.change(input, { target: { value: 'Zelhem, Gelderlan' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says so when the geocoder cannot be reached', async () => {
    mockApi();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { input } = renderPicker();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Zelhem' } });
    await waitFor(() =>
      expect(
        screen.getByText('Adressen zoeken lukt nu niet. Probeer het later opnieuw.'),
      ).toBeInTheDocument(),
    );
  });
});

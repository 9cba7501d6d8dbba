import type { Address, Suggestion } from '@achterhoek/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers/AppProviders';
import { callsTo, mockApi } from '../test/fakeApi';
import { AddressPicker } from './AddressPicker';

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders mantineEnv="test" queryClient={queryClient}>
      <Harness onChange={onChange} />
    </AppProviders>,
  );
  return { onChange, input: screen.getByRole('textbox', { name: /Woonadres/ }) };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('address picker', () => {
  it('hints to type at least 3 letters and asks nothing for 3 characters or fewer', async () => {
    const api = mockApi({
      'GET /api/geo/suggestions': { totalCount: 3, offset: 0, count: 3, data: suggestions },
    });
    const { input } = renderPicker();
    expect(screen.getByText('Typ minimaal 3 letters en kies je adres uit de lijst.')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Zel' } });
    await wait(700);
    expect(callsTo(api, 'GET', '/api/geo/suggestions')).toHaveLength(0);
  });

  it('asks for at most 8 suggestions, at most every 500 ms, and offers only those with a locality', async () => {
    const api = mockApi({
      'GET /api/geo/suggestions': { totalCount: 3, offset: 0, count: 3, data: suggestions },
    });
    const { input, onChange } = renderPicker();

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Zelh' } });
    fireEvent.change(input, { target: { value: 'Zelhe' } });
    fireEvent.change(input, { target: { value: 'Zelhem' } });

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ZelhemZelhem, Gelderland',
      'ZelhemsewegZelhemseweg, Gelderland',
    ]);
    await wait(600);
    const calls = callsTo(api, 'GET', '/api/geo/suggestions');
    // The first query at once, then the last one after the pause; the one in between is skipped.
    expect(calls.map((call) => call.url.searchParams.get('query'))).toEqual(['Zelh', 'Zelhem']);
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

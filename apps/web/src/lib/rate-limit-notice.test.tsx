import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { configureHttp, request } from './http';
import { notify } from './notify';

describe('a call refused for being made too often', () => {
  let restore: () => void;

  beforeEach(() => {
    restore = configureHttp({ navigate: () => undefined, getAccessToken: async () => 'token-123' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  const tooMany = 'Te veel verzoeken achter elkaar. Probeer het over 42 seconden opnieuw.';

  it("shows the server's words instead of the page's generic error", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 429, message: tooMany, code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      }),
    );
    renderWithProviders(<p>pagina</p>);
    await expect(request('/api/planner/trips', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
    });
    act(() => {
      notify.error('common.serverUnavailable');
    });
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(
      screen.queryByText(
        'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
      ),
    ).not.toBeInTheDocument();

    // Only the next error: a later one says its own words again.
    act(() => {
      notify.error('common.serverUnavailable');
    });
    expect(
      await screen.findByText(
        'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
      ),
    ).toBeInTheDocument();
  });
});

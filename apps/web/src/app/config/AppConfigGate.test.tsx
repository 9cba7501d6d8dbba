import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers/AppProviders';
import { minimalAppConfig } from '../../test/fakeAppConfig';
import { AppConfigGate } from './AppConfigGate';

const config = { ...minimalAppConfig, oidcIssuer: 'http://localhost:8080/auth' };

function renderGate() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <AppConfigGate>{(loaded) => <p>issuer {loaded.oidcIssuer}</p>}</AppConfigGate>
    </AppProviders>,
  );
}

describe('app configuration gate', () => {
  it('shows a loader, then starts the app with the configuration', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(config));
    renderGate();

    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    expect(await screen.findByText('issuer http://localhost:8080/auth')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/app-config.json');
  });

  it('says there is no internet connection, with a retry, when the configuration gets no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(config));
    renderGate();

    expect(
      await screen.findByText(
        'Geen internetverbinding. Zodra er weer verbinding is, probeert de app het opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Een onbekende fout/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('issuer http://localhost:8080/auth')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a configuration of the wrong shape as a start-up failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ oidcIssuer: 'not a url' }));
    renderGate();
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByText(/^Een onbekende fout is opgetreden/)).toBeInTheDocument();
  });
});

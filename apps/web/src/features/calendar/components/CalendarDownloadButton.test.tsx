import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';

const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
/** What a Blob holds, read as the browser would (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

// The button as drivers meet it, on their ride's page (the trip page has the same one).
describe('Zet in je agenda', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('downloads the ride as an .ics file', async () => {
    const api = mockApi(
      {
        'GET /api/rideshare/rides/12': testRide(),
        'GET /api/rideshare/rides/12/calendar': () =>
          new Response(ICS, { headers: { 'content-type': 'text/calendar' } }),
      },
      driver,
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agenda');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderApp('/rideDetailPage/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Zet in je agenda' }));
    await waitFor(() => expect(downloads).toEqual(['rit-12.ics blob:agenda']));
    expect(await textOf(created.mock.calls[0]![0] as Blob)).toBe(ICS);
    expect(callsTo(api, 'GET', '/api/rideshare/rides/12/calendar')).toHaveLength(1);
  });

  it('says so when the file cannot be fetched', async () => {
    mockApi(
      {
        'GET /api/rideshare/rides/12': testRide(),
        'GET /api/rideshare/rides/12/calendar': apiError(500, 'kapot'),
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Zet in je agenda' }));
    expect(await screen.findByText('Fout bij het ophalen van het agenda-bestand.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('about page', () => {
  it('names the data sources, says the timetable is a demo and credits the stop data', async () => {
    mockApi({});
    renderApp('/about', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Over deze app' });
    expect(screen.getByRole('link', { name: 'db-hafas-stations' })).toHaveAttribute(
      'href',
      'https://github.com/derhuerst/db-hafas-stations',
    );
    expect(screen.getByText(/DB InfraGO, CC BY 4\.0; © OpenStreetMap-bijdragers, ODbL/)).toBeInTheDocument();
    expect(screen.getByText(/demo-dienstregeling.*niet de echte dienstregeling/)).toBeInTheDocument();
    expect(screen.getByText(/gtfs-nl-feed van OVapi \(CC0\)/)).toBeInTheDocument();
    expect(screen.getByText(/Plaatsnamen.*GeoNames/)).toBeInTheDocument();
    expect(screen.getByText(/dorpshaltes midden in het dorp.*GeoNames/)).toBeInTheDocument();
  });

  it('names the region the server plans on and lists its sources', async () => {
    mockApi({});
    renderApp('/about', signedIn(), {
      region: {
        name: 'Achterhoek (demo)',
        demo: true,
        sources: [
          {
            name: 'db-hafas-stations (haltes en stations)',
            licence: 'CC BY 4.0',
            url: 'https://github.com/derhuerst/db-hafas-stations',
          },
          { name: 'Demo-dienstregeling', licence: 'CC0' },
        ],
        roads: 'estimated',
      },
    });
    expect(
      await screen.findByText(
        'De reisplanner rekent nu met de demo-regio Achterhoek (demo). Gebruikte bronnen:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Autoritten en looproutes zijn een schatting/)).toBeInTheDocument();
    const sources = screen.getByRole('list', { name: 'Bronnen van de reisplanner' });
    expect(sources).toHaveTextContent('Demo-dienstregeling (CC0)');
    expect(screen.getByRole('link', { name: 'db-hafas-stations (haltes en stations)' })).toBeInTheDocument();
  });
});

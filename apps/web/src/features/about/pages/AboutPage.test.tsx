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
});

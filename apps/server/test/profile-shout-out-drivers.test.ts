import { describe, expect, it } from 'vitest';
import { findShoutOutDrivers } from '../src/modules/profile/index.js';

import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';

// The demo homes: Henk (driver) in Lichtenvoorde, Marieke (both) in Groenlo, Gerda (passenger) in Zelhem.
// A shout-out goes to every user who drives (not passenger-only users, never the traveller) whose home lies
// within 50 km of both ends of the trip and within 20 km of at least one (reference §5.2).
describe('the drivers a shout-out is sent to (reference §5.2)', () => {
  const t = useTestApp();
  const [gerda, henk, marieke] = useDemoUsers(t, 'gerda', 'henk', 'marieke');

  it('asks the drivers living near the trip, never a passenger-only user or the traveller', async () => {
    const lichtenvoordeToWinterswijk = {
      pickup: { lat: 51.9866, lon: 6.5664 },
      dropOff: { lat: 51.9722, lon: 6.7196 },
    };
    const asked = await findShoutOutDrivers(t.app.database.db, {
      ...lichtenvoordeToWinterswijk,
      travellerId: gerda.sub,
    });
    expect(asked).toEqual(expect.arrayContaining([henk.sub, marieke.sub]));
    expect(asked).not.toContain(gerda.sub);
    // Marieke asking for herself is not asked.
    const own = await findShoutOutDrivers(t.app.database.db, {
      ...lichtenvoordeToWinterswijk,
      travellerId: marieke.sub,
    });
    expect(own).toContain(henk.sub);
    expect(own).not.toContain(marieke.sub);
  });

  it('asks nobody for a trip far from every driver’s home', async () => {
    const amsterdamToUtrecht = {
      pickup: { lat: 52.3789, lon: 4.9003 },
      dropOff: { lat: 52.0894, lon: 5.1101 },
    };
    expect(
      await findShoutOutDrivers(t.app.database.db, { ...amsterdamToUtrecht, travellerId: gerda.sub }),
    ).toEqual([]);
  });
});

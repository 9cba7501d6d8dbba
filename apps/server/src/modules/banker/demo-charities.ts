import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { ImageStore } from '../images/index.js';
import { createCharity, type CharityDeps } from './charity-service.js';
import { demoCharityPng } from './demo-image.js';
import { donate } from './donation-service.js';
import { charityByName, updateCharityRow } from './repository/index.js';

const DAY_MS = 86_400_000;

/** Demo data only: two invented charities of the region (names and IBANs fictional, towns real). */
export const DEMO_DORPSHUIS = {
  name: 'Stichting Dorpshuis De Kempe (fictief)',
  description:
    'Het dorpshuis krijgt een nieuwe keuken, zodat de soosmiddag en de maaltijd voor ouderen door kunnen gaan. Dit is een verzonnen doel voor de demo.',
  location: {
    label: 'Lichtenvoorde',
    point: { type: 'Point' as const, coordinates: [6.5667, 51.9867] as [number, number] },
  },
  goalAmount: 1000,
  iban: 'NL81RABO0312345678',
  ibanHolder: 'Stichting Dorpshuis De Kempe',
};
export const DEMO_BUURTBUS = {
  name: 'Vereniging Buurtbus Zonnestraal (fictief)',
  description:
    'Vrijwilligers rijden met de buurtbus naar de huisarts en de markt. Voor een rolstoellift zijn credits nodig. Dit is een verzonnen doel voor de demo.',
  location: {
    label: 'Winterswijk',
    point: { type: 'Point' as const, coordinates: [6.7194, 51.9722] as [number, number] },
  },
  goalAmount: 600,
  iban: 'NL36INGB0007654321',
  ibanHolder: 'Vereniging Buurtbus Zonnestraal',
};
/** Henk gives to the village hall by name; Marieke gives to the community bus anonymously. */
export const DEMO_NAMED_DONATION = 10;
export const DEMO_ANONYMOUS_DONATION = 15;

/**
 * Demo data only (issue 29): the two charities, their campaigns begun a month ago (the bus's ends in two
 * months), the bus with an image drawn in code, and two donations made through the donation service (so
 * they are real payments): Henk's by name, Marieke's anonymous. A charity that exists already (by name)
 * is left alone with its donations, so seeding again changes nothing.
 */
export async function seedDemoCharities(
  db: Db,
  deps: { clock: Clock; images: ImageStore },
  people: { named?: AuthUser; anonymous?: AuthUser },
): Promise<void> {
  const charityDeps: CharityDeps = { db, clock: deps.clock, images: deps.images };
  const now = deps.clock.nowMs();
  const start = new Date(now - 30 * DAY_MS).toISOString();
  if (!(await charityByName(db, DEMO_DORPSHUIS.name))) {
    const hall = await createCharity(charityDeps, { ...DEMO_DORPSHUIS, campaignStartTime: start });
    if (people.named) {
      await donate(db, deps.clock, people.named, hall.id, {
        amount: DEMO_NAMED_DONATION,
        description: 'Mooi initiatief!',
        anonymous: false,
      });
    }
  }
  if (!(await charityByName(db, DEMO_BUURTBUS.name))) {
    const bus = await createCharity(charityDeps, {
      ...DEMO_BUURTBUS,
      campaignStartTime: start,
      campaignEndTime: new Date(now + 60 * DAY_MS).toISOString(),
    });
    const key = `charities/demo-${bus.id}.png`;
    await deps.images.put(key, demoCharityPng(), 'image/png');
    await updateCharityRow(db, bus.id, { imageKey: key });
    if (people.anonymous) {
      await donate(db, deps.clock, people.anonymous, bus.id, {
        amount: DEMO_ANONYMOUS_DONATION,
        description: null,
        anonymous: true,
      });
    }
  }
}

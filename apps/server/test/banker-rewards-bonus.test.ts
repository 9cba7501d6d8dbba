import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, Paged, Reward, Trip } from '@achterhoek/contracts';
import { balanceOf } from '../src/modules/banker/index.js';
import { depositCredits, expectBooksBalance } from './ledger-helpers.js';
import { demoUser, newUser, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers } from './support/callers.js';
import { addDemoCar, offerRide, P, R, searchRide, sharedLeg } from './trip-helpers.js';
import { MIN, DAY } from './support/time.js';

// Issue 29: the driver's bonus at settlement is the 'shared-ride-done' reward (reference §3.6): paid once,
// listed under the rewards, revoked when the driver undoes the payment, restored when paid again.
const NOW = Date.parse('2026-11-23T10:00:00+01:00');

describe('the driver’s bonus as a reward', () => {
  const { t, clock, db } = useAppAt(NOW);
  let car: Car;

  const rewardsOf = async (caller: Caller) =>
    (await caller.get('/api/banker/users/me/rewards')).json() as Paged<Reward>;

  const [driver, gerda] = useCallers(2, () => Promise.all([newUser(t), demoUser(t, 'gerda@example.nl')]));
  beforeAll(async () => {
    car = await addDemoCar(driver, 2);
    await depositCredits(db, { managedIdentity: gerda.sub, name: 'Gerda' }, 1000);
    await depositCredits(db, { managedIdentity: driver.sub, name: 'Test' }, 20, true);
  });

  it('pays the bonus once as a shared-ride-done reward, revokes it on undo and restores it when paid again', async () => {
    const when = new Date(NOW + DAY + 2 * 60 * MIN).toISOString();
    const ride = await offerRide(driver, car.carRef, when);
    const { itinerary } = await searchRide(gerda, when, ride);
    const trip = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;
    clock.set(Date.parse(trip.itinerary.arrivalTime) + 20 * MIN);
    await t.app.timers.runDue();
    const bookingRef = sharedLeg(trip).bookingRef!;
    const bookingId = Number(bookingRef.split(':').pop());
    const fare = itinerary.fareInCredits;
    const bonus = Math.min(Math.round(fare / 2), 15);
    const before = await balanceOf(db, driver.sub);

    expect((await gerda.put(`${P}/trips/${trip.id}/confirm/true`)).statusCode).toBe(204);
    expect((await driver.put(`${R}/bookings/${bookingId}/confirm/true`)).statusCode).toBe(204);
    let page = await rewardsOf(driver);
    expect(page.totalCount).toBe(1);
    const reward = page.data[0]!;
    expect(reward).toMatchObject({
      amount: bonus,
      paidOut: true,
      cancelTime: null,
      factContext: bookingRef,
      incentive: { code: 'shared-ride-done', redemption: true, category: 'CARPOOL' },
    });
    // Paid once: the fare plus the bonus, the bonus from his own premium.
    const paid = await balanceOf(db, driver.sub);
    expect(paid.current).toBe(before.current + fare + bonus);
    expect(paid.premium).toBe(before.premium - bonus);

    // The driver undoes it: the reward is revoked with the payment.
    expect((await driver.put(`${R}/bookings/${bookingId}/unconfirm`)).statusCode).toBe(204);
    page = await rewardsOf(driver);
    expect(page.data[0]).toMatchObject({ id: reward.id, paidOut: false });
    expect(page.data[0]!.cancelTime).not.toBeNull();
    expect(await balanceOf(db, driver.sub)).toEqual(before);

    // Confirmed again: the same reward is restored and paid once more.
    expect((await gerda.put(`${P}/trips/${trip.id}/confirm/true`)).statusCode).toBe(204);
    expect((await driver.put(`${R}/bookings/${bookingId}/confirm/true`)).statusCode).toBe(204);
    page = await rewardsOf(driver);
    expect(page.totalCount).toBe(1);
    expect(page.data[0]).toMatchObject({ id: reward.id, paidOut: true, cancelTime: null, amount: bonus });
    expect(await balanceOf(db, driver.sub)).toEqual(paid);
    await expectBooksBalance(db);
  });

  it('grants repeated-ride for 4 rides of recurrences within 30 days, revokes it when one is cancelled, restores it', async () => {
    const repeated = async () =>
      (await rewardsOf(driver)).data.filter((r) => r.incentive.code === 'repeated-ride');
    const daily = (when: string, horizon: string) =>
      offerRide(driver, car.carRef, when, { recurrence: { interval: 1, unit: 'DAY', horizon } });
    clock.set(NOW);
    await daily('2026-12-10T08:00:00+01:00', '2026-12-12');
    expect(await repeated()).toHaveLength(0);
    // A single ride is no recurrence: still three.
    await offerRide(driver, car.carRef, '2026-12-13T08:00:00+01:00');
    expect(await repeated()).toHaveLength(0);

    const premiumBefore = (await balanceOf(db, driver.sub)).premium;
    const fourth = await daily('2026-12-14T08:00:00+01:00', '2026-12-14');
    let granted = await repeated();
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ amount: 15, paidOut: true, cancelTime: null });
    expect((await balanceOf(db, driver.sub)).premium).toBe(premiumBefore + 15);

    expect((await driver.del(`${R}/rides/${fourth.id}?scope=this`)).statusCode).toBe(204);
    const revoked = await repeated();
    expect(revoked[0]!.cancelTime).not.toBeNull();
    expect((await balanceOf(db, driver.sub)).premium).toBe(premiumBefore);

    await daily('2026-12-20T08:00:00+01:00', '2026-12-20');
    granted = await repeated();
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ id: revoked[0]!.id, cancelTime: null, paidOut: true });
    await expectBooksBalance(db);
  });
});

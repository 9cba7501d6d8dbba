import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed, type LiveFeed } from '@achterhoek/routing';
import { manualClock } from '../src/platform/clock.js';
import { useAppAt } from './support/app.js';
import { createTestApp, type TestApp } from './test-app.js';

// Monday 30 November 2026, 06:30 in the Netherlands: the demo's T1 trains leaving in odd hours run late.
const MONDAY_MORNING = '2026-11-30T06:30:00+01:00';
const METRICS_TOKEN = 'prometheus-scrapes-with-this-long-token-0123456789';

/** The figures as Prometheus scrapes them. */
const scrape = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

/** A stand-in for an outside feed: answers whatever the test puts in `answer`. */
function fakeFeed() {
  const fake = {
    answer: { status: 200, body: new Uint8Array() as Uint8Array },
    url: '',
    server: http.createServer((_request, response) => {
      response.writeHead(fake.answer.status, { 'content-type': 'application/x-protobuf' });
      response.end(Buffer.from(fake.answer.body));
    }),
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/tripUpdates.pb`;
  });
  afterAll(async () => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  return fake;
}

const oneDelay = (producedAt: number): Pick<LiveFeed, 'tripUpdates' | 'alerts'> & { producedAt: number } => ({
  producedAt,
  tripUpdates: [
    {
      tripId: 'T1-heen-weekday-0709',
      startDate: 20261130,
      cancelled: false,
      stops: [{ stopSequence: 1, departure: { delay: 300 }, skipped: false }],
    },
  ],
  alerts: [],
});

describe('the live transit feed, from the demo simulator over HTTP', () => {
  const { t, clock } = useAppAt(MONDAY_MORNING, { env: { METRICS_TOKEN } });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('serves the simulator’s protobuf feed: late T1 trains and a bus line with trips that do not run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/planner/live-feed/simulator' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    const feed = decodeFeed(response.rawPayload);
    expect(feed.producedAt).toBe(clock.nowMs() / 1000);
    const late = feed.tripUpdates.filter((u) => u.tripId.startsWith('T1-') && !u.cancelled);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((u) => u.stops[0]?.departure?.delay === 720)).toBe(true);
    expect(feed.tripUpdates.some((u) => u.tripId.startsWith('B6-') && u.cancelled)).toBe(true);
    expect(feed.alerts.map((a) => a.header)).toEqual([
      'Vertraging tussen Arnhem en Winterswijk',
      'Ritten vervallen tussen Doetinchem en Vorden',
    ]);
  });

  it('reads it by polling its own address, places the delays on the timetable and reports it in /metrics', async () => {
    expect(t.app.liveTransit.state().status).toBe('down');
    expect(await t.app.liveTransit.poll()).toBe('fresh');
    const state = t.app.liveTransit.state();
    expect(state.status).toBe('fresh');
    const delays = [...state.times.values()]
      .filter((trip) => !trip.cancelled)
      .map((trip) => trip.arrivalDelays[0]);
    expect(delays.length).toBeGreaterThan(0);
    expect(new Set(delays)).toEqual(new Set([720]));

    const metrics = await scrape(t);
    expect(metrics.body).toContain('live_transit_status{state="fresh"} 1');
    expect(metrics.body).toContain('live_transit_polls{outcome="fresh"} 1');
    expect(metrics.body).toMatch(/live_transit_trips [1-9]\d*/);
    expect(metrics.body).toMatch(/^live_transit_feed_age_seconds 0$/m);
  });

  it('plans on the timetable again once the message in use is older than five minutes', async () => {
    await t.app.liveTransit.poll();
    clock.advance(5 * 60_000 + 1000);
    const state = t.app.liveTransit.state();
    expect(state.status).toBe('down');
    expect(state.times.size).toBe(0);
    expect(state.alerts).toEqual([]);
  });
});

describe('the live transit feed from an outside address', () => {
  const fake = fakeFeed();
  const clock = manualClock(MONDAY_MORNING);
  const nowSeconds = () => clock.nowMs() / 1000;
  // Built once the fake listens, when its address is known.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN, LIVE_TRANSIT_URL: fake.url }, services: { clock } });
  });
  afterAll(async () => t.close());

  it('serves no simulated feed when a real one is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/planner/live-feed/simulator' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the last good message while it is fresh when the feed answers with something that is not one', async () => {
    fake.answer = { status: 200, body: encodeFeed(oneDelay(nowSeconds())) };
    expect(await t.app.liveTransit.poll()).toBe('fresh');
    fake.answer = { status: 200, body: new TextEncoder().encode('<html>Service Unavailable</html>') };
    clock.advance(60_000);
    expect(await t.app.liveTransit.poll()).toBe('malformed');
    const state = t.app.liveTransit.state();
    expect(state.status).toBe('fresh');
    expect(state.times.size).toBe(1);
  });

  it('changes nothing when the feed cannot be reached, and says so', async () => {
    fake.answer = { status: 503, body: new Uint8Array() };
    clock.advance(5 * 60_000);
    expect(await t.app.liveTransit.poll()).toBe('unreachable');
    expect(t.app.liveTransit.state()).toMatchObject({ status: 'down', alerts: [] });
    expect(t.app.liveTransit.state().times.size).toBe(0);
    const metrics = await scrape(t);
    expect(metrics.body).toContain('live_transit_status{state="down"} 1');
    expect(metrics.body).toContain('live_transit_polls{outcome="unreachable"} 1');
    expect(metrics.body).toContain('live_transit_polls{outcome="malformed"} 1');
    // The newest message read is six minutes old: what an operator's alert looks at.
    expect(metrics.body).toMatch(/^live_transit_feed_age_seconds 360$/m);
  });

  it('ignores a stale message: the producer stopped, so its delays are history', async () => {
    fake.answer = { status: 200, body: encodeFeed(oneDelay(nowSeconds() - 10 * 60)) };
    expect(await t.app.liveTransit.poll()).toBe('stale');
    expect(t.app.liveTransit.state()).toMatchObject({ status: 'stale', alerts: [] });
    expect(t.app.liveTransit.state().times.size).toBe(0);
  });

  it('counts the updates of a message that match no trip of the timetable', async () => {
    const feed = oneDelay(nowSeconds());
    feed.tripUpdates.push({ tripId: 'elders', startDate: 20261130, cancelled: true, stops: [] });
    fake.answer = { status: 200, body: encodeFeed(feed) };
    expect(await t.app.liveTransit.poll()).toBe('fresh');
    expect(t.app.liveTransit.counts()).toMatchObject({
      trips: 1,
      unmatched: { unknownTrip: 1, notRunning: 0 },
    });
  });
});

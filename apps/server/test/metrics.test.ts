import { afterEach, describe, expect, it } from 'vitest';
import { enqueue } from '../src/platform/outbox.js';
import { scheduleTimer } from '../src/platform/timers/timer-store.js';
import { listen, openStream } from './live-helpers.js';
import { demoUser } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers } from './support/callers.js';

const METRICS_TOKEN = 'prometheus-scrapes-with-this-long-token-0123456789';
/** A scrape with the token, another one, or none (null). */
const scrape = (token: string | null = METRICS_TOKEN) => ({
  method: 'GET' as const,
  url: '/metrics',
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

/** The value of one series in Prometheus's text format ('name{labels} value'), undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  const { t, clock, db } = useAppAt('2026-11-23T10:00:00+01:00', { env: { METRICS_TOKEN } });
  const [gerda] = useCallers(1, () => Promise.all([demoUser(t, 'gerda@example.nl')]));
  let stream: Awaited<ReturnType<typeof openStream>> | undefined;
  afterEach(() => stream?.close());

  it('answers only the scraper with the token, and says how to authenticate', async () => {
    for (const token of [null, 'wrong', `${METRICS_TOKEN}x`]) {
      const refused = await t.app.inject(scrape(token));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ status: 401, message: 'Authentication required' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const answered = await t.app.inject(scrape());
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests per route template and status, and unknown paths under one label', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/planner/trips/12345' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/abc' });
    const text = (await t.app.inject(scrape())).body;
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
    // Without a token the trip is refused: counted under its template, not its id.
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="/api/planner/trips/:tripId",status="401"}'),
    ).toBe(1);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('no-such-call');
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(
      2,
    );
  });

  it('shows the outbox work waiting and how far the timers lag', async () => {
    const before = (await t.app.inject(scrape())).body;
    const waiting = seriesValue(before, 'outbox_messages{state="waiting"}') ?? 0;
    await enqueue(db, 'metrics-test', { n: 1 }, clock.now());
    await enqueue(db, 'metrics-test', { n: 2 }, clock.now());
    await scheduleTimer(db, { kind: 'metrics-test', entity: 'lag', dueAt: clock.now() });
    clock.advance(90_000);

    const text = (await t.app.inject(scrape())).body;
    expect(seriesValue(text, 'outbox_messages{state="waiting"}')).toBe(waiting + 2);
    expect(seriesValue(text, 'outbox_messages{state="given_up"}')).toBe(0);
    expect(seriesValue(text, 'timers_lag_seconds')).toBeGreaterThanOrEqual(90);
  });

  it("shows this instance's PostgreSQL connections, and none for the embedded database", async () => {
    const text = (await t.app.inject(scrape())).body;
    if (process.env.DATABASE_URL) {
      expect(seriesValue(text, 'database_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(seriesValue(text, 'database_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('database_pool_connections');
    }
  });

  it('counts the live streams open on the instance', async () => {
    const baseUrl = await listen(t);
    stream = await openStream(baseUrl, gerda.token);
    const text = (await t.app.inject(scrape())).body;
    expect(seriesValue(text, 'live_streams')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const { t } = useAppAt('2026-11-23T10:00:00+01:00');

  it('does not exist', async () => {
    const response = await t.app.inject(scrape());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not found' });
  });
});

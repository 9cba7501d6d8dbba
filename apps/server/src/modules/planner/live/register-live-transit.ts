import type { FastifyInstance } from 'fastify';
import { plannerEndpoints } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { AppConfig } from '../../../platform/config.js';
import type { PlannerRegion } from '../shared/index.js';
import { createLiveTransit, type LiveTransit } from './live-transit.js';

/**
 * Starts reading the live feed the configuration names: the given addresses, or the demo's simulator
 * served by this very server (read over HTTP like any feed, so the demo runs the real path). Polls at
 * the configured interval once the server listens (0: only when `poll` is called, as tests do), and
 * reports the feed's state in /metrics.
 */
export function registerLiveTransit(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    clock: Clock;
    region: PlannerRegion;
    /** What follows every fresh message (the watch over booked trips); its failure is logged, not thrown. */
    afterFresh?: () => Promise<unknown>;
  },
): LiveTransit {
  const { config, clock, region, afterFresh } = options;
  const { source, intervalMs, staleAfterMs } = config.liveTransit;
  const feed = createLiveTransit({
    region,
    clock,
    log: app.log,
    urls: () => {
      if (source === 'none') return [];
      if (source === 'simulator') return [ownAddress(app, config) + plannerEndpoints.liveFeedSimulator.path];
      return source.urls;
    },
    staleAfterMs,
  });
  const live: LiveTransit = {
    ...feed,
    async poll() {
      const outcome = await feed.poll();
      if (outcome === 'fresh' && afterFresh) {
        try {
          await afterFresh();
        } catch (error) {
          app.log.error({ err: error }, 'applying the live transit feed to booked trips failed');
        }
      }
      return outcome;
    },
  };
  registerLiveTransitFigures(app, live);
  app.addHook('onClose', async () => live.close());
  if (intervalMs > 0 && source !== 'none') {
    let timer: NodeJS.Timeout | undefined;
    // One read at a time: a slow feed or a long watch skips a beat instead of piling reads up.
    let reading = false;
    const read = () => {
      if (reading) return;
      reading = true;
      void live.poll().finally(() => {
        reading = false;
      });
    };
    app.addHook('onListen', async () => {
      read();
      timer = setInterval(read, intervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  }
  return live;
}

/** This server's own address as seen from itself: the port it listens on, on the loopback interface. */
function ownAddress(app: FastifyInstance, config: AppConfig): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function registerLiveTransitFigures(app: FastifyInstance, live: LiveTransit): void {
  const { metrics } = app;
  // An alert on this figure catches a producer that stopped as well as a feed that stopped answering.
  metrics.gauge('live_transit_feed_age_seconds', 'Age of the newest live transit message read', () => {
    const producedAt = live.counts().lastProducedAt;
    return producedAt === undefined ? undefined : app.clock.nowMs() / 1000 - producedAt;
  });
  metrics.labelledGauge(
    'live_transit_status',
    'The live transit feed: 1 for its current state',
    'state',
    () => ({
      [live.state().status]: 1,
    }),
  );
  metrics.labelledGauge(
    'live_transit_polls',
    'Polls of the live transit feed since start, by outcome',
    'outcome',
    () => live.counts().polls,
  );
  metrics.gauge(
    'live_transit_trips',
    'Trips with live times in the message in use',
    () => live.counts().trips,
  );
  metrics.labelledGauge(
    'live_transit_unmatched_updates',
    'Trip updates of the last message that matched no trip of the timetable, by why',
    'reason',
    () => ({ ...live.counts().unmatched }),
  );
}

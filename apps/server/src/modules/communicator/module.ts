import type { ModuleHost } from '../../platform/module-host.js';
import { nextDailyAt } from '../../platform/timers/schedules.js';
import { createLiveHub } from './live.js';
import { LIVE_CHANNEL } from './live-events.js';
import { listenForLiveEvents } from './repository.js';
import { createPushHandler, loadOrCreateVapidKeys, webPushSender, type PushSender } from './push.js';
import { archiveStaleConversations } from './archive-service.js';
import { createFcmSender } from './fcm-sender.js';
import { PUSH_TOPIC } from './push-delivery-job.js';
import { useDelegatesLookup, type DelegatesLookup } from './delegate-copies.js';
import type { ContextParticipation } from './participation.js';
import { registerCommunicatorRoutes } from './routes.js';

/** What the communicator asks of other modules. */
export interface CommunicatorNeeds {
  /**
   * Who takes part in a trip, ride, booking or shout-out, from the modules that own them (planner,
   * rideshare): only they may write in a conversation about one.
   */
  participation: ContextParticipation;
  /**
   * The delegates acting for a person now, with the person's name (the delegation module's): a message
   * to a passenger is copied, shortened, to them (reference §7.4). The communicator cannot import the
   * delegation module, which sends its own messages through the communicator.
   */
  delegatesOf: DelegatesLookup;
  /** Replaces Web Push (tests). */
  pushSender?: PushSender;
}

/**
 * The communicator: routes, the live event hub (LISTEN), the outbox handler that pushes, and the daily
 * archive job. Everything stops before the database closes.
 */
export async function registerCommunicatorModule(host: ModuleHost, needs: CommunicatorNeeds): Promise<void> {
  const { app, config, database } = host;
  useDelegatesLookup(needs.delegatesOf);
  const vapid = loadOrCreateVapidKeys(config.dataDir);
  const send = needs.pushSender ?? webPushSender(vapid, config.vapidSubject);
  const live = createLiveHub(
    (onPayload, onGap) => listenForLiveEvents(database, LIVE_CHANNEL, onPayload, onGap),
    app.log,
  );
  await live.start();
  app.metrics.gauge('live_streams', 'Live event streams open on this instance', () => live.openStreams());
  // With FCM configured the native app's token is a destination too (decision 24); unset, no FCM at all.
  const fcm = config.fcm ? createFcmSender(config.fcm, { now: () => app.clock.nowMs() }) : undefined;
  app.outbox.handle(
    PUSH_TOPIC,
    createPushHandler(send, app.clock, { log: app.log, ...(fcm ? { fcm } : {}) }),
  );
  // Every night at 05:00 conversations whose context is long over move to the archive tab.
  await app.timers.every(
    'communicator.archive-conversations',
    (from) => nextDailyAt(5, from),
    async (db, now) => {
      const archived = await archiveStaleConversations(db, now);
      app.log.info({ archived }, 'conversations archived');
    },
  );
  // preClose: open event streams would keep the server from closing.
  app.addHook('preClose', async () => {
    await live.close();
  });
  registerCommunicatorRoutes(app, {
    db: database.db,
    clock: app.clock,
    live,
    vapidPublicKey: vapid.publicKey,
    afterCommit: () => app.outbox.wake(),
    participation: needs.participation,
  });
}

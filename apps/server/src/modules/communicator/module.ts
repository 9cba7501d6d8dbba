import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { nextDailyAt } from '../../platform/timers/schedules.js';
import { createLiveHub } from './live.js';
import { createPushHandler, loadOrCreateVapidKeys, webPushSender, type PushSender } from './push.js';
import { archiveStaleConversations } from './archive-service.js';
import { PUSH_TOPIC } from './delivery.js';
import { registerCommunicatorRoutes } from './routes.js';

export interface CommunicatorModuleOptions {
  /** Replaces Web Push (tests). */
  pushSender?: PushSender;
}

/**
 * The communicator: routes, the live event hub (LISTEN), the outbox handler that pushes, and the daily
 * archive job. Everything stops before the database closes.
 */
export async function registerCommunicatorModule(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  options: CommunicatorModuleOptions = {},
): Promise<void> {
  const vapid = loadOrCreateVapidKeys(config.dataDir);
  const send = options.pushSender ?? webPushSender(vapid, config.vapidSubject);
  const live = createLiveHub(database, app.log);
  await live.start();
  app.outbox.handle(PUSH_TOPIC, createPushHandler(send, app.clock, app.log));
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
  });
}

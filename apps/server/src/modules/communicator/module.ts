import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { nextDailyAt, startJobScheduler } from '../../platform/jobs.js';
import { startOutboxWorker } from '../../platform/outbox.js';
import { createLiveHub } from './live.js';
import { createPushHandler, loadOrCreateVapidKeys, webPushSender, type PushSender } from './push.js';
import { registerCommunicatorRoutes } from './routes.js';
import { archiveStaleConversations, PUSH_TOPIC } from './service.js';

export interface CommunicatorModuleOptions {
  /** Replaces Web Push (tests). */
  pushSender?: PushSender;
}

/**
 * The communicator: routes, the live event hub (LISTEN), the outbox worker that pushes, and the daily
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
  const handlers = { [PUSH_TOPIC]: createPushHandler(send, app.log) };
  const worker =
    config.outboxIntervalMs > 0
      ? startOutboxWorker(database.db, handlers, app.log, config.outboxIntervalMs)
      : { wake: () => undefined, stop: async () => undefined };
  const jobs = startJobScheduler(
    database.db,
    [
      {
        name: 'communicator.archive-conversations',
        nextRun: (from) => nextDailyAt(5, from),
        run: async (db) => {
          const archived = await archiveStaleConversations(db);
          app.log.info({ archived }, 'conversations archived');
        },
      },
    ],
    app.log,
  );
  // preClose: open event streams would keep the server from closing, and the worker and the job use
  // the database, which closes in onClose.
  app.addHook('preClose', async () => {
    await live.close();
    await worker.stop();
    await jobs.stop();
  });
  registerCommunicatorRoutes(app, {
    db: database.db,
    live,
    vapidPublicKey: vapid.publicKey,
    afterCommit: () => worker.wake(),
  });
}

import type { FastifyInstance } from 'fastify';
import { profileEndpoints as api } from '@achterhoek/contracts';
import { identityOf } from '../../platform/auth/plugin.js';
import { route } from '../../platform/http/route.js';
import { exportAccountData, removeAccount, type AccountDataPort } from './service/account-data.js';
import type { ProfileServiceDeps } from './service/shared.js';

/** A person's own data: the download of everything the app holds about them, and removing the account. */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  deps: ProfileServiceDeps,
  ports: readonly AccountDataPort[],
): void {
  route(app, api.exportAccountData, async ({ request, reply }) => {
    const data = await exportAccountData(deps, ports, identityOf(request));
    const day = data.exportedAt.slice(0, 10);
    void reply.header('content-disposition', `attachment; filename="mijn-gegevens-${day}.json"`);
    return data;
  });

  route(app, api.removeAccount, async ({ request }) => {
    await removeAccount(deps, ports, identityOf(request));
  });
}

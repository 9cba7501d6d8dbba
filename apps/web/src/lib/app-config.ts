import { z } from 'zod';
import { request } from './http';

/**
 * Settings the server hands to the app at start (GET /app-config.json), so one build runs against any
 * identity provider and with credits or bank simulation switched on or off.
 */
export const appConfigSchema = z.object({
  oidcIssuer: z.url(),
  oidcClientId: z.string().min(1),
  creditsEnabled: z.boolean(),
  // Only switches on the 'Banksimulatie is actief.' notice; a server that leaves it out runs a real bank.
  bankSimulated: z.boolean().default(false),
  /** The association's website and its FAQ and privacy pages (configured on the server). */
  links: z.object({ website: z.url(), faq: z.url(), privacy: z.url() }),
  /** The region the planner runs on (demo or imported), with the data sources its licences ask to credit. */
  region: z
    .object({
      name: z.string(),
      demo: z.boolean(),
      sources: z.array(z.object({ name: z.string(), licence: z.string(), url: z.string().optional() })),
      // Older servers leave it out: their drives were estimates.
      roads: z.enum(['openstreetmap', 'estimated']).default('estimated'),
    })
    .optional(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export const APP_CONFIG_PATH = '/app-config.json';

export function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return request(APP_CONFIG_PATH, { schema: appConfigSchema, auth: false, signal });
}

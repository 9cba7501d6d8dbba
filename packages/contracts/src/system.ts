import { z } from 'zod';
import { OffsetDateTimeSchema } from './limits';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** `GET /api/live`: the process answers (liveness); the database is not asked. */
export const LiveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof LiveResponseSchema>;

/** `GET /api/ready`: this instance takes requests (readiness): its database answers. */
export const ReadyResponseSchema = z.object({ status: z.literal('ready'), database: z.literal('up') });
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

/** `GET /api/profile/version`: the running build, shown on the landing and about pages. */
export const VersionResponseSchema = z.object({
  version: z.string(),
  buildTime: OffsetDateTimeSchema,
});
export type VersionResponse = z.infer<typeof VersionResponseSchema>;

/** Where the planner's data comes from; each source with the licence that asks for credit. */
export const RegionInfoSchema = z.object({
  name: z.string(),
  demo: z.boolean(),
  sources: z.array(z.object({ name: z.string(), licence: z.string(), url: z.url().optional() })),
  /** Drives and walks over OpenStreetMap's roads, or estimated (straight line × 1.3) without them. */
  roads: z.enum(['openstreetmap', 'estimated']),
});
export type RegionInfo = z.infer<typeof RegionInfoSchema>;

/** `GET /app-config.json`: what the web app needs to know before it can log in. */
export const AppConfigSchema = z.object({
  oidcIssuer: z.url(),
  oidcClientId: z.string().min(1),
  creditsEnabled: z.boolean(),
  /** The bank simulator stands in for iDEAL: the app shows 'Banksimulatie is actief.' */
  bankSimulated: z.boolean(),
  /** The association's website and its FAQ and privacy pages, opened outside the app. */
  links: z.object({ website: z.url(), faq: z.url(), privacy: z.url() }),
  /** The region the planner runs on, for the about page: the demo region must say so. */
  region: RegionInfoSchema,
  /** The maps' background tiles (XYZ URL with {z}/{x}/{y}); empty: maps show only the route. */
  mapTileUrl: z.string(),
  /**
   * The regional taxi's booking number (spec 000 §1, §2: booked by phone only), as people read it, e.g.
   * '0800-1234567'; the server checked it is a Dutch phone number.
   */
  regionalTaxiPhone: z.string().regex(/^\+?[0-9][0-9 -]{2,30}$/),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

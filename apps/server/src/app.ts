import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { strictValidatorCompiler } from './platform/http/strict-input.js';
import { IncentiveCodeSchema, type EndpointDefinition } from '@achterhoek/contracts';
import { createIssuerCheck } from './platform/app-origin.js';
import type { AppConfig } from './platform/config.js';
import { openDatabase, type DatabaseHandle, type Db } from './platform/db/database.js';
import { inTransaction } from './platform/db/transaction.js';
import { answerFrameworkError, registerErrorHandling, notFoundBody } from './platform/error-handler.js';
import { registerRequestLogging } from './platform/request-log.js';
import { registerAuthentication } from './platform/auth/plugin.js';
import type { SmsGateway } from './platform/sms/sms-gateway.js';
import { createMailTransport, type MailTransport } from './platform/mail/mail-transport.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { registerMailRoutes } from './platform/mail/mail-routes.js';
import { createTokenVerifier } from './platform/auth/token-verifier.js';
import { registerSystemRoutes } from './platform/system-routes.js';
import { registerWebApp, resolveWebDist } from './platform/web-app.js';
import { buildInfo } from './platform/build-info.js';
import { systemClock, type Clock } from './platform/clock.js';
import { createTimers, type Timers } from './platform/timers/timers.js';
import {
  createDatabaseRateLimiter,
  unlimited as unlimitedRateLimiter,
  type RateLimiter,
} from './platform/http/rate-limiter.js';
import { registerRateWindowCleanup } from './platform/http/rate-window-cleanup.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { createOutbox, type Outbox } from './platform/outbox.js';
import { createMetrics, type Metrics } from './platform/metrics/metrics.js';
import { registerMetricsRoute } from './platform/metrics/metrics-route.js';
import { registerOperationsGauges } from './platform/metrics/operations-gauges.js';
import { registerRequestMetrics } from './platform/metrics/request-metrics.js';
import type { ModuleHost } from './platform/module-host.js';
import {
  createPasswordHasher,
  identityAccountData,
  registerIdentityModule,
  seedDemoAccounts,
  type PasswordHasher,
} from './modules/identity/index.js';
import {
  createDemoProfiles,
  getUserRole,
  isAccountClosed,
  registerProfileModule,
  seedSurvey,
  type ProfileNeeds,
} from './modules/profile/index.js';
import { delegationAccountData, registerDelegationModule } from './modules/delegation/index.js';
import { registerImagesModule, type ImageStore } from './modules/images/index.js';
import {
  bankerAccountData,
  creditDemoDeposit,
  evaluateProfileRewards,
  grantReward,
  registerBankerModule,
  seedDemoBanking,
  seedDemoRewards,
  seedDemoCharities,
  type BankerNeeds,
} from './modules/banker/index.js';
import { registerGeoModule } from './modules/geo/index.js';
import { communicatorAccountData, registerCommunicatorModule } from './modules/communicator/index.js';
import {
  inRegion,
  loadPlannerRegion,
  plannerAccountData,
  plannerParticipation,
  regionInfo,
  registerPlannerModule,
  type LiveTransit,
  type PlannerRegion,
} from './modules/planner/index.js';
import {
  carsOf,
  registerRideshareModule,
  rideshareAccountData,
  rideshareParticipation,
  rideshareRideProvider,
  seedDemoPastRides,
  seedDemoStationRide,
  type DemoDriver,
  seedDemoRides,
  type DemoPastRide,
  type RideProvider,
  type RideshareNeeds,
} from './modules/rideshare/index.js';
import { nextLateDemoTrain, type DemoLateTrain, type RoadRouting } from '@achterhoek/routing';
import { isoInAmsterdam } from './platform/local-time.js';
import type { AuthUser } from './platform/auth/token-verifier.js';
import { userOfPerson } from './platform/auth/user-of-person.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The one clock of this instance: every rule, job and timer asks it for the time. */
    clock: Clock;
    /** Durable timers; modules register their handlers and periodic jobs here. */
    timers: Timers;
    /** The live public-transport feed as this instance last read it (the planner's; tests poll it). */
    liveTransit: LiveTransit;
    /** Counts calls against the rates the contracts declare (`limits.rate`), across instances. */
    rateLimiter: RateLimiter;
    /** The durable outbox: modules register the handlers of the work they enqueue after a commit. */
    outbox: Outbox;
    /** Sends e-mails (SMTP, or the outbox admins read); modules send through it. */
    mailer: Mailer;
    /** This instance's figures for Prometheus; modules add the figures of their own (`gauge`). */
    metrics: Metrics;
    /** Every route as registered, with its contract (the route-to-descriptor test reads it). */
    registeredRoutes: Array<{
      method: string;
      url: string;
      hasEndpoint: boolean;
      /** The descriptor the route was registered from (`route(app, endpoint, …)`), if any. */
      endpoint?: EndpointDefinition;
    }>;
  }
}

/**
 * Parts another module will provide, replaceable in tests; each ends up in the needs of the module that
 * uses it (see the registrations in buildApp).
 */
export interface AppServices {
  /** The rides the planner matches passengers with (the rideshare module's by default). */
  rideProvider?: RideProvider;
  /** A vehicle register for the rideshare module (tests). */
  rideshare?: Partial<RideshareNeeds>;
  /** A payment provider for the banker (tests). */
  banker?: Partial<BankerNeeds>;
  /** The clock every rule, job and timer reads; tests pass a manual clock and move it. */
  clock?: Clock;
  /** Where SMS messages go (tests); by default the configured gateway. */
  sms?: SmsGateway;
  /** How e-mails leave (tests); by default the configured transport. */
  mail?: MailTransport;
  /** What the profile module is given (tests: a spy on the survey reward). */
  profile?: Partial<Pick<ProfileNeeds, 'onSurveySubmitted'>>;
}

/**
 * Builds the whole server: database (migrated), identity provider, API modules and the web app. Used by
 * `main.ts` and by the tests; closing the app closes the database.
 */
export async function buildApp(config: AppConfig, services: AppServices = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      hooks: { logMethod: withoutListeningLines },
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // One line per request when it ends, at debug unless it failed or was slow (registerRequestLogging).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLogging(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      const endpoint = options.config?.endpoint;
      registeredRoutes.push({
        method,
        url: options.url,
        hasEndpoint: Boolean(endpoint),
        ...(endpoint ? { endpoint } : {}),
      });
    }
  });
  const clock = services.clock ?? systemClock;
  app.decorate('clock', clock);

  // Before the database opens: a corrupt region snapshot stops start-up with nothing left to close.
  const region = loadPlannerRegion(config.regionSnapshot, app.log);
  // Also before: SMTP configured without its package stops start-up here.
  const mailTransport = services.mail ?? (await createMailTransport(config));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  const timers = createTimers(database.db, clock, app.log);
  app.decorate('timers', timers);
  app.decorate(
    'rateLimiter',
    config.apiRateLimits ? createDatabaseRateLimiter(database.db) : unlimitedRateLimiter,
  );
  await registerRateWindowCleanup(timers, app.rateLimiter, app.log);
  // preClose: a running timer uses the database, which closes in onClose.
  app.addHook('onReady', async () => timers.start(config.timerIntervalMs));
  app.addHook('preClose', async () => timers.stop());
  const outbox = createOutbox(database.db, clock, app.log);
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start(config.outboxIntervalMs));
  app.addHook('preClose', async () => outbox.stop());
  const mailer = createMailer(database.db, clock, mailTransport, app.log);
  app.decorate('mailer', mailer);
  app.addHook('preClose', async () => mailer.idle());

  registerErrorHandling(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Mantine sets inline style attributes; scripts stay strictly same-origin.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", new URL(config.oidcIssuer).origin],
        'form-action': ["'self'", new URL(config.oidcIssuer).origin],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // The login pages post forms back to the provider; the default isolation headers would block nothing
    // we need but cross-origin resource policy would break tiles later, so keep it at same-site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Achterhoek Mobiel API',
        description: 'The API of the Achterhoek community mobility app.',
        version: buildInfo.version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every module is registered the same way, on the same host, with what it needs of the others named at
  // the call: `await registerXModule(host, needs)`, in an order where a module's needs already exist.
  const host: ModuleHost = { app, config, database, clock };

  // The one image store (profile photos, charity images); made before the demo seed, which stores one.
  const { images } = await registerImagesModule(host, {});
  let localKeys;
  let demoHistory: DemoHistory | undefined;
  if (config.embeddedIdentity) {
    ({ publicKeys: localKeys } = await registerIdentityModule(host, {}));
    if (config.seedDemo) {
      demoHistory = await seedDemoData(database.db, app.log, region.roads, clock, {
        withTrips: config.seedDemoTrips,
        exchangeRateCents: config.exchangeRateCents,
        images,
        passwords: createPasswordHasher(config.passwordWorkFactor),
      });
    }
  }

  registerSystemRoutes(app, config, database, { region: regionInfo(region) });
  registerOperationsGauges(metrics, { database, clock });
  registerMetricsRoute(app, config.metricsToken, metrics);
  registerMailRoutes(app, database.db);
  // The survey people are invited to (survey-0), its page from the configuration (SURVEY_URL).
  if (config.surveyUrl) await seedSurvey(database.db, config.surveyUrl);
  await registerProfileModule(host, {
    images,
    // A person's own data from every module (decision 0058): the download, and removing the account in
    // one transaction. Without the built-in login there is no login here to remove.
    accountData: [
      ...(config.embeddedIdentity ? [identityAccountData] : []),
      plannerAccountData,
      rideshareAccountData,
      communicatorAccountData,
      delegationAccountData,
      bankerAccountData,
    ],
    // The banker weighs the profile rewards on every profile update, inside its transaction.
    onProfileUpdated: (tx, updated) => evaluateProfileRewards(tx, { ...updated, clock }),
    // A submitted survey earns its incentive's reward (reference §3.6 survey-0), inside the submit's
    // transaction: the submit and the reward commit together, once per survey interaction.
    onSurveySubmitted:
      services.profile?.onSurveySubmitted ??
      (async (tx, submitted) => {
        // A survey names its incentive by code; one the banker does not know earns nothing.
        const incentive = IncentiveCodeSchema.safeParse(submitted.incentiveCode);
        if (!incentive.success) return;
        await grantReward(tx, {
          clock,
          incentiveCode: incentive.data,
          recipient: {
            managedIdentity: submitted.managedIdentity,
            name: submitted.name,
            email: submitted.email,
          },
          factContext: submitted.interactionUrn,
        });
      }),
  });
  const delegation = await registerDelegationModule(host, { ...(services.sms ? { sms: services.sms } : {}) });
  // Every `/api` call is authenticated (the hook applies to the routes registered before it too, as Fastify
  // builds each route's hooks when the app is ready). A delegate acts for a delegator only with an active
  // delegation from them: the delegation module's check.
  registerAuthentication(
    app,
    createTokenVerifier({
      issuer: config.oidcIssuer,
      ...(config.servesAnyLocalOrigin ? { acceptsIssuer: createIssuerCheck(config) } : {}),
      clientId: config.oidcClientId,
      audience: config.oidcAudience,
      localKeys,
    }),
    delegation.resolveDelegator,
    (userId) => isAccountClosed(database.db, userId),
  );
  await registerGeoModule(host, {
    region,
    indexSnapshotFile: path.join(path.dirname(config.regionSnapshot), 'geo-index.snapshot'),
  });
  const planner = await registerPlannerModule(host, {
    region,
    rides: services.rideProvider ?? rideshareRideProvider(database.db, () => clock.nowMs()),
  });
  app.decorate('liveTransit', planner.liveTransit);
  // The planner's part of the drivers' cancellations and confirmations, run inside rideshare's transactions.
  await registerRideshareModule(host, {
    roads: region.roads,
    onBookingCancelledByDriver: planner.onBookingCancelledByDriver,
    onBookingAnswered: planner.onBookingAnswered,
    onBookingUnconfirmedByDriver: planner.onBookingUnconfirmedByDriver,
    onRidesOffered: planner.onRidesOffered,
    fareStatesOf: planner.fareStatesOf,
    // A ride starts and ends inside the region, as every search's places do.
    inRegion: (point) => inRegion(region.meta, point),
    ...services.rideshare,
  });
  // Only the people of a trip, ride, booking or shout-out write in its conversations: the planner and
  // rideshare modules tell the communicator who they are. A passenger's messages are copied to the
  // delegates acting for them, whom the delegation module knows.
  await registerCommunicatorModule(host, {
    participation: { ...plannerParticipation, ...rideshareParticipation },
    delegatesOf: delegation.delegatesOf,
  });
  // The banker reads a person's travel role from the profile (carpool calls to action are for drivers),
  // and keeps charity images in the app's one image store.
  await registerBankerModule(host, { userRoleOf: getUserRole, ...services.banker, images });
  if (demoHistory) {
    // Trips that are over and wait for the confirmations, booked through the planner itself.
    const { passenger, rides, offering } = demoHistory;
    try {
      app.log.info({ trips: await planner.seedDemoTrips(passenger, rides) }, 'demo trips booked');
    } catch (error) {
      app.log.error({ err: error }, 'booking the demo trips failed; the demo starts without them');
    }
    // Today's train-plus-ride trip whose train the demo's live feed makes late: told at the first read.
    if (demoHistory.driver) {
      try {
        await seedDemoLateTrip(
          database.db,
          region,
          clock,
          demoHistory.driver,
          passenger,
          planner.seedDemoLiveTrip,
        );
      } catch (error) {
        app.log.error({ err: error }, 'the demo trip with a late train failed; the demo starts without it');
      }
    }
    // Gerda's welcome reward ('profile-starter'), after her trips so their reservations leave it alone.
    await seedDemoRewards(database.db, clock, demoHistory.passenger);
    // The passenger's shout-out with an offer on it, to accept or to answer.
    if (offering) {
      try {
        await planner.seedDemoShoutOut(passenger, offering.driver, offering.vehicleRef);
      } catch (error) {
        app.log.error({ err: error }, 'the demo shout-out failed; the demo starts without it');
      }
    }
  }

  const webDist = resolveWebDist(config.webDist);
  const canonicalOrigin = config.publicUrlConfigured ? new URL(config.publicUrl).origin : undefined;
  const serveIndex = webDist ? await registerWebApp(app, webDist, canonicalOrigin) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const served = serveIndex?.(request, reply);
    if (served) return served;
    return reply.status(404).type('application/json').send(notFoundBody(request));
  });

  return app;
}

/**
 * Demo data for the embedded setup: the identity module's demo accounts, then what other modules keep
 * for them (a complete profile each). Runs only on a database without accounts, so a real deployment
 * never gets demo users; accounts and profiles commit together, so a failed start leaves nothing half
 * seeded and the next start tries again.
 */
/** What the demo seed hands on to the planner once it runs: the passenger and the rides already driven. */
interface DemoHistory {
  passenger: AuthUser;
  rides: DemoPastRide[];
  /** The driver who has offered a ride on the passenger's demo shout-out, with their car. */
  offering?: { driver: AuthUser; vehicleRef: string };
  /** The driver of the rides (Henk), who also meets the passenger's late train at the station. */
  driver?: DemoDriver;
}

async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  roads: RoadRouting,
  clock: Clock,
  options: { withTrips: boolean; exchangeRateCents: number; images: ImageStore; passwords: PasswordHasher },
): Promise<DemoHistory | undefined> {
  const { withTrips, exchangeRateCents } = options;
  const seeded = await inTransaction(db, async (tx) => {
    const accounts = await seedDemoAccounts(tx, options.passwords);
    if (accounts.length === 0) return undefined;
    const profiles = await createDemoProfiles(
      tx,
      accounts.map(({ id, account }) => ({
        id,
        email: account.email,
        givenName: account.givenName,
        familyName: account.familyName,
        travelRole: account.travelRole,
      })),
    );
    const people = accounts.map(({ id, account }) => ({
      id,
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
    }));
    const rides = await seedDemoRides(tx, roads, clock, people);
    const pastRides = withTrips ? await seedDemoPastRides(tx, roads, clock, people) : [];
    // The passengers start with bought credits, so a newcomer can book a shared ride at once.
    const withCredits = accounts.filter(({ account }) =>
      ['gerda@example.nl', 'marieke@example.nl'].includes(account.email),
    );
    for (const { id, account } of withCredits) {
      await creditDemoDeposit(tx, {
        managedIdentity: id,
        name: `${account.givenName} ${account.familyName}`,
        email: account.email,
      });
    }
    const gerda = people.find((person) => person.email === 'gerda@example.nl');
    const marieke = people.find((person) => person.email === 'marieke@example.nl');
    // Credits out: Henk has earned credits and an IBAN, Marieke waits for the payout she asked, the bank
    // reserve has the association's IBAN and the premium budget a balance (the treasurer Ingrid's pages).
    const henk = people.find((person) => person.email === 'henk@example.nl');
    await seedDemoBanking(
      tx,
      { exchangeRateCents, clock },
      {
        ...(henk ? { driver: demoParty(henk) } : {}),
        ...(marieke ? { requester: demoParty(marieke) } : {}),
      },
    );
    // Giving: two charities of the region, Henk's donation by name and Marieke's anonymous one.
    await seedDemoCharities(
      tx,
      { clock, images: options.images },
      {
        ...(henk ? { named: userOfPerson(henk) } : {}),
        ...(marieke ? { anonymous: userOfPerson(marieke) } : {}),
      },
    );
    const mariekesCar = marieke ? (await carsOf(tx, marieke.id))[0] : undefined;
    const summary = { accounts: accounts.length, profiles, rides, credited: withCredits.length };
    return { summary, gerda, marieke, henk, mariekesCar, pastRides };
  });
  if (!seeded) return undefined;
  log.info(seeded.summary, 'demo accounts created');
  const { gerda, marieke, henk, mariekesCar, pastRides } = seeded;
  if (!gerda || pastRides.length === 0) return undefined;
  return {
    passenger: userOfPerson(gerda),
    rides: pastRides,
    ...(henk ? { driver: henk } : {}),
    ...(marieke && mariekesCar
      ? { offering: { driver: userOfPerson(marieke), vehicleRef: mariekesCar.carRef } }
      : {}),
  };
}

/**
 * The demo's booked trip with a late train: the next T1 train the live feed's standing disruption makes
 * late (an hour or more from now), Henk's ride from Winterswijk station ten minutes after it is due (the
 * planner leaves ten minutes between a train and a ride), and Gerda booked on both.
 */
async function seedDemoLateTrip(
  db: Db,
  region: PlannerRegion,
  clock: Clock,
  henk: DemoDriver,
  passenger: AuthUser,
  book: (passenger: AuthUser, train: DemoLateTrain, rideRef: string) => Promise<boolean>,
): Promise<void> {
  const train = nextLateDemoTrain(region.router.timetable, Math.floor(clock.nowMs() / 1000));
  if (!train) return;
  const departure = isoInAmsterdam((train.arrivesWinterswijk + 10 * 60) * 1000);
  const rideRef = await seedDemoStationRide(db, region.roads, clock, henk, departure);
  if (rideRef) await book(passenger, train, rideRef);
}

/** A demo person as the banker knows them. */
function demoParty(person: { id: string; givenName: string; familyName: string; email: string }) {
  return {
    managedIdentity: person.id,
    name: `${person.givenName} ${person.familyName}`,
    email: person.email,
  };
}

/**
 * Fastify logs 'Server listening at …' once per address, some of them after start-up has finished; the
 * app says where it listens itself, in one plain line at the very end (main.ts), so those lines are left
 * out rather than printed after it.
 */
function withoutListeningLines(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  if (typeof args[0] === 'string' && args[0].startsWith('Server listening at ')) return;
  method.apply(this, args);
}

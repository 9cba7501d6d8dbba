import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failureKeeping,
  FakeRemoteService,
  useFakeRemoteService,
} from '../../../platform/http/fake-remote-service.js';
import { addressNobodyListensAt } from '../../../platform/http/local-test-server.js';
import { createVehicleRegistry } from './index.js';
import { RdwVehicleRegistry } from './rdw-registry.js';
import { VehicleRegistryUnavailableError } from './vehicle-registry.js';

const APP_TOKEN = 'fakeRdwAppToken9Kq2Lm7';

interface ReceivedRequest {
  dataset: string;
  kenteken: string | null;
  headers: IncomingHttpHeaders;
}

type Override = (res: ServerResponse) => void;

/**
 * A stand-in for the RDW's open data on 127.0.0.1: answers the vehicles and fuels datasets by `kenteken`
 * with rows in the RDW's shape (every value a string), and an empty list for a plate it does not hold. A
 * test can replace the answers with `answerWith` (a status, something else, or no answer at all).
 */
class FakeRdw extends FakeRemoteService<ReceivedRequest> {
  readonly vehicles = new Map<string, Record<string, string>[]>();
  readonly fuels = new Map<string, Record<string, string>[]>();
  private override: Override | undefined;

  constructor() {
    super('/resource');
  }

  protected forget(): void {
    this.override = undefined;
  }

  /** Every request from now on is answered by `override` instead of the datasets. */
  answerWith(override: Override): void {
    this.override = override;
  }

  protected handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/resource\/([\w-]+)\.json$/.exec(url.pathname);
    const dataset = match?.[1] ?? url.pathname;
    const kenteken = url.searchParams.get('kenteken');
    this.received.push({ dataset, kenteken, headers: req.headers });
    if (this.override) return this.override(res);
    const rows = dataset === 'm9d7-ebf2' ? this.vehicles : dataset === '8ys7-d773' ? this.fuels : undefined;
    if (!rows) return sendJson(res, 404, { error: true, message: 'Not found' });
    sendJson(res, 200, rows.get(kenteken ?? '') ?? []);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** A vehicle row as the RDW sends it: many more fields than the register reads, all strings. */
function vehicleRow(kenteken: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    kenteken,
    voertuigsoort: 'Personenauto',
    merk: 'TOYOTA',
    handelsbenaming: 'AURIS TOURING SPORTS HYBRID',
    vervaldatum_apk: '20260412',
    datum_tenaamstelling: '20210503',
    inrichting: 'stationwagen',
    aantal_cilinders: '4',
    cilinderinhoud: '1798',
    massa_ledig_voertuig: '1380',
    eerste_kleur: 'BLAUW',
    tweede_kleur: 'Niet geregistreerd',
    aantal_zitplaatsen: '5',
    datum_eerste_toelating: '20170324',
    datum_eerste_tenaamstelling_in_nederland: '20170324',
    wam_verzekerd: 'Ja',
    aantal_deuren: '4',
    aantal_wielen: '4',
    typegoedkeuringsnummer: 'e11*2007/46*0138*07',
    ...fields,
  };
}

/** A hybrid's fuel rows: the electric one has no CO₂ figure, the petrol one has. */
function hybridFuels(kenteken: string): Record<string, string>[] {
  return [
    { kenteken, brandstof_volgnummer: '2', brandstof_omschrijving: 'Elektriciteit' },
    {
      kenteken,
      brandstof_volgnummer: '1',
      brandstof_omschrijving: 'Benzine',
      co2_uitstoot_gecombineerd: '83.6',
      emissiecode_omschrijving: '6',
    },
  ];
}

/** Runs a call that must fail, and returns its VehicleRegistryUnavailableError after checking it holds no token. */
const unavailable = (call: Promise<unknown>) =>
  failureKeeping(APP_TOKEN, VehicleRegistryUnavailableError, call);

const fake = new FakeRdw();

useFakeRemoteService(fake);
beforeAll(() => {
  fake.vehicles.set('TX482B', [vehicleRow('TX482B')]);
  fake.fuels.set('TX482B', hybridFuels('TX482B'));
  fake.vehicles.set('12ABC3', [
    vehicleRow('12ABC3', {
      merk: 'VOLKSWAGEN',
      handelsbenaming: 'GOLF',
      inrichting: 'Niet geregistreerd',
      eerste_kleur: 'N.v.t.',
      aantal_zitplaatsen: '',
      aantal_deuren: 'onbekend',
      datum_eerste_toelating: '',
    }),
  ]);
});

describe('RdwVehicleRegistry', () => {
  it("maps the RDW's vehicle and fuel rows to a car, with the plate as typed", async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url, appToken: APP_TOKEN });
    expect(await registry.lookup('NL', 'tx-482-b')).toEqual({
      licensePlate: 'TX-482-B',
      countryCode: 'NL',
      brand: 'TOYOTA',
      model: 'AURIS TOURING SPORTS HYBRID',
      type: 'stationwagen',
      color: 'BLAUW',
      nrSeats: 5,
      nrDoors: 4,
      registrationYear: 2017,
      co2Emission: 84,
    });
  });

  it('asks both datasets by the bare upper-case plate, as JSON, with the app token', async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: `${fake.url}/`, appToken: APP_TOKEN });
    await registry.lookup('NL', '12-abc-3');
    expect(fake.received.map(({ dataset, kenteken }) => ({ dataset, kenteken })).sort(byDataset)).toEqual([
      { dataset: '8ys7-d773', kenteken: '12ABC3' },
      { dataset: 'm9d7-ebf2', kenteken: '12ABC3' },
    ]);
    for (const { headers } of fake.received) {
      expect(headers.accept).toBe('application/json');
      expect(headers['x-app-token']).toBe(APP_TOKEN);
    }
  });

  it('sends no app token when none is configured', async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url });
    expect(await registry.lookup('NL', 'TX-482-B')).not.toBeNull();
    expect(fake.received).toHaveLength(2);
    for (const { headers } of fake.received) expect(headers).not.toHaveProperty('x-app-token');
  });

  it("leaves out what the RDW does not know: 'Niet geregistreerd', 'N.v.t.', no number", async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url });
    expect(await registry.lookup('NL', '12-ABC-3')).toEqual({
      licensePlate: '12-ABC-3',
      countryCode: 'NL',
      brand: 'VOLKSWAGEN',
      model: 'GOLF',
    });
  });

  it('answers null for a plate the RDW does not know', async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url });
    expect(await registry.lookup('NL', 'ZZ-99-ZZ')).toBeNull();
  });

  it('is unavailable when the RDW answers with an error status, and says which', async () => {
    fake.answerWith((res) => sendJson(res, 500, { error: true, message: 'Internal error' }));
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url, appToken: APP_TOKEN });
    const error = await unavailable(registry.lookup('NL', 'TX-482-B'));
    expect(error.message).toMatch(/HTTP 500/);
  });

  it('is unavailable when the RDW answers something other than a list of rows', async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url, appToken: APP_TOKEN });
    fake.answerWith((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>Onderhoud</html>');
    });
    expect((await unavailable(registry.lookup('NL', 'TX-482-B'))).message).toMatch(/not JSON/);
    fake.answerWith((res) => sendJson(res, 200, { kenteken: 'TX482B' }));
    expect((await unavailable(registry.lookup('NL', 'TX-482-B'))).message).toMatch(/not a list of rows/);
  });

  it('is unavailable when the RDW does not answer in time', async () => {
    fake.answerWith(() => {
      // Never answers: the request hangs until the registry gives up.
    });
    const registry = new RdwVehicleRegistry({ baseUrl: fake.url, appToken: APP_TOKEN, timeoutMs: 100 });
    const error = await unavailable(registry.lookup('NL', 'TX-482-B'));
    expect(error.message).toMatch(/no answer within 100 ms/);
  });

  it('is unavailable when nothing listens at the address', async () => {
    const registry = new RdwVehicleRegistry({ baseUrl: `${await addressNobodyListensAt()}/resource` });
    expect((await unavailable(registry.lookup('NL', 'TX-482-B'))).message).toMatch(/did not answer/);
  });
});

describe('createVehicleRegistry', () => {
  it('asks the RDW at the configured address when VEHICLE_REGISTRY is rdw', async () => {
    const registry = createVehicleRegistry({
      vehicleRegistry: 'rdw',
      rdwBaseUrl: fake.url,
      rdwAppToken: APP_TOKEN,
    });
    expect(registry).toBeInstanceOf(RdwVehicleRegistry);
    expect(await registry.lookup('NL', 'TX-482-B')).toMatchObject({ brand: 'TOYOTA' });
    expect(fake.received[0]?.headers['x-app-token']).toBe(APP_TOKEN);
  });
});

function byDataset(a: { dataset: string }, b: { dataset: string }): number {
  return a.dataset.localeCompare(b.dataset);
}

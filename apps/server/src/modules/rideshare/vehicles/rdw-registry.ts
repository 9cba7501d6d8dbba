import { bareLicensePlate, type CarDetails } from '@achterhoek/contracts';
import { z } from 'zod';
import {
  fetchTextWithTimeout,
  parseAnswer,
  type RemoteUnavailableError,
} from '../../../platform/http/outbound.js';
import { VehicleRegistryUnavailableError, type VehicleRegistry } from './vehicle-registry.js';

/** The RDW's open data (Socrata); `RDW_BASE_URL` replaces it (tests, a local fake). */
export const RDW_BASE_URL = 'https://opendata.rdw.nl/resource';

/** The registered vehicles, one row per plate. */
const VEHICLES_DATASET = 'm9d7-ebf2';
/** The vehicles' fuels, one row per fuel (a hybrid has two), with the combined CO₂ emission. */
const FUELS_DATASET = '8ys7-d773';

/** What the RDW writes when it does not know a value. */
const UNKNOWN_VALUES = new Set(['Niet geregistreerd', 'N.v.t.']);

export interface RdwRegistryOptions {
  /** The root of the datasets, `https://opendata.rdw.nl/resource` by default. */
  baseUrl?: string | undefined;
  /** Sent as `X-App-Token`; without one the RDW limits how often it answers. Never put in a message. */
  appToken?: string | undefined;
  /** How long each request may take before the register counts as unreachable. */
  timeoutMs?: number;
}

// The fields this register reads; the RDW sends many more, and every value as a string.
const VehicleRowSchema = z.object({
  kenteken: z.string(),
  merk: z.string().optional(),
  handelsbenaming: z.string().optional(),
  inrichting: z.string().optional(),
  eerste_kleur: z.string().optional(),
  tweede_kleur: z.string().optional(),
  aantal_zitplaatsen: z.string().optional(),
  aantal_deuren: z.string().optional(),
  datum_eerste_toelating: z.string().optional(),
});
const FuelRowSchema = z.object({
  kenteken: z.string(),
  co2_uitstoot_gecombineerd: z.string().optional(),
});
type VehicleRow = z.infer<typeof VehicleRowSchema>;
type FuelRow = z.infer<typeof FuelRowSchema>;

/**
 * Dutch cars from the RDW's open data: the vehicle and its fuels are asked for at the same time, by the
 * bare upper-case plate. A plate without a vehicle row is unknown (null). Unreachable, too slow, an error
 * status or an answer that is not a list of rows: `VehicleRegistryUnavailableError`, nothing retried.
 */
export class RdwVehicleRegistry implements VehicleRegistry {
  private readonly baseUrl: string;
  private readonly appToken: string | undefined;
  private readonly timeoutMs: number;

  constructor({ baseUrl, appToken, timeoutMs = 5000 }: RdwRegistryOptions = {}) {
    this.baseUrl = (baseUrl ?? RDW_BASE_URL).replace(/\/+$/, '');
    this.appToken = appToken;
    this.timeoutMs = timeoutMs;
  }

  async lookup(_countryCode: 'NL', licensePlate: string): Promise<CarDetails | null> {
    const plate = bareLicensePlate(licensePlate.trim());
    const [vehicles, fuels] = await Promise.all([
      this.rows(VEHICLES_DATASET, plate, VehicleRowSchema),
      this.rows(FUELS_DATASET, plate, FuelRowSchema),
    ]);
    const vehicle = vehicles[0];
    if (!vehicle) return null;
    return toCarDetails(licensePlate.trim().toUpperCase(), vehicle, fuels);
  }

  /** The rows of one dataset for a plate. */
  private async rows<T>(dataset: string, plate: string, schema: z.ZodType<T>): Promise<T[]> {
    const url = new URL(`${this.baseUrl}/${dataset}.json`);
    url.searchParams.set('kenteken', plate);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.appToken) headers['X-App-Token'] = this.appToken;
    let response: Response;
    let text: string;
    try {
      // No redirects: the token must not travel to another host.
      ({ response, text } = await fetchTextWithTimeout(
        url,
        { headers, redirect: 'error' },
        { timeoutMs: this.timeoutMs },
      ));
    } catch (error) {
      throw new VehicleRegistryUnavailableError(
        `The RDW did not answer for dataset ${dataset}: ${(error as RemoteUnavailableError).reason}`,
      );
    }
    if (!response.ok) {
      throw new VehicleRegistryUnavailableError(
        `The RDW answered HTTP ${response.status} for dataset ${dataset}`,
      );
    }
    return parseAnswer(text, z.array(schema), (problem) =>
      problem === 'not-json'
        ? new VehicleRegistryUnavailableError(
            `The RDW answered for dataset ${dataset} with something that is not JSON (HTTP ${response.status})`,
          )
        : new VehicleRegistryUnavailableError(
            `The RDW answered for dataset ${dataset} with something that is not a list of rows`,
          ),
    );
  }
}

/** The register's rows as the app's car, with what the RDW does not know left out. */
function toCarDetails(licensePlate: string, vehicle: VehicleRow, fuels: FuelRow[]): CarDetails {
  const type = known(vehicle.inrichting);
  const color = known(vehicle.eerste_kleur);
  const color2 = known(vehicle.tweede_kleur);
  const nrSeats = wholeNumber(vehicle.aantal_zitplaatsen, 1, 99);
  const nrDoors = wholeNumber(vehicle.aantal_deuren, 0, 9);
  const registrationYear = wholeNumber(vehicle.datum_eerste_toelating?.slice(0, 4), 1900, 2100);
  const co2Emission = fuels
    .map((fuel) => wholeNumber(fuel.co2_uitstoot_gecombineerd, 0, 2000))
    .find((value) => value !== undefined);
  return {
    licensePlate,
    countryCode: 'NL',
    brand: vehicle.merk ?? '',
    model: vehicle.handelsbenaming ?? '',
    ...(type ? { type } : {}),
    ...(color ? { color } : {}),
    ...(color2 ? { color2 } : {}),
    ...(nrSeats !== undefined ? { nrSeats } : {}),
    ...(nrDoors !== undefined ? { nrDoors } : {}),
    ...(registrationYear !== undefined ? { registrationYear } : {}),
    ...(co2Emission !== undefined ? { co2Emission } : {}),
  };
}

/** A text the RDW actually knows: not empty, not 'Niet geregistreerd' or 'N.v.t.'. */
function known(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text && !UNKNOWN_VALUES.has(text) ? text : undefined;
}

/**
 * A number as the RDW writes it, rounded to a whole one; left out when it is not a number or lies outside
 * what the app's car can hold (the answer would otherwise fail its own contract).
 */
function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return undefined;
  const whole = Math.round(number);
  return whole >= min && whole <= max ? whole : undefined;
}

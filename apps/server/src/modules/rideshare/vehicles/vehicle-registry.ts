import type { CarDetails } from '@achterhoek/contracts';

/** The register could not be asked (network, timeout, 5xx): callers answer 503. */
export class VehicleRegistryUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'VehicleRegistryUnavailableError';
  }
}

/** Where the details of a car come from, by its licence plate. */
export interface VehicleRegistry {
  /** The car with this Dutch plate (typed with dashes, any case, e.g. '12-abc-3'), or null when the register does not know it. */
  lookup(countryCode: 'NL', licensePlate: string): Promise<CarDetails | null>;
}

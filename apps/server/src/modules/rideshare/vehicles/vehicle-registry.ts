import type { CarDetails } from '@achterhoek/contracts';
import { BusinessError } from '../../../platform/errors.js';

/** The register could not be asked (network, timeout, 5xx): the call answers 503. */
export class VehicleRegistryUnavailableError extends BusinessError {
  constructor(message: string, options?: ErrorOptions) {
    super(503, message, 'VEHICLE_REGISTRY_UNAVAILABLE');
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Where the details of a car come from, by its licence plate. */
export interface VehicleRegistry {
  /**
   * The car with this Dutch plate (typed with dashes, any case, e.g. '12-abc-3'), or null when the
   * register does not know it.
   */
  lookup(countryCode: 'NL', licensePlate: string): Promise<CarDetails | null>;
}

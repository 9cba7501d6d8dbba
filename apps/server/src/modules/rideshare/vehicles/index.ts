import type { AppConfig } from '../../../platform/config.js';
import { DemoVehicleRegistry } from './demo-registry.js';
import { RdwVehicleRegistry } from './rdw-registry.js';
import type { VehicleRegistry } from './vehicle-registry.js';

export { DEMO_CARS, DemoVehicleRegistry } from './demo-registry.js';
export { RdwVehicleRegistry } from './rdw-registry.js';
export { VehicleRegistryUnavailableError, type VehicleRegistry } from './vehicle-registry.js';

/** The configured vehicle register: the offline demo one by default, the RDW's open data when chosen. */
export function createVehicleRegistry(
  config: Pick<AppConfig, 'vehicleRegistry' | 'rdwAppToken' | 'rdwBaseUrl'>,
): VehicleRegistry {
  if (config.vehicleRegistry === 'rdw') {
    return new RdwVehicleRegistry({ baseUrl: config.rdwBaseUrl, appToken: config.rdwAppToken });
  }
  return new DemoVehicleRegistry();
}

import type { AppConfig } from '../../../platform/config.js';
import { DemoVehicleRegistry } from './demo-registry.js';
import type { VehicleRegistry } from './vehicle-registry.js';

/** The configured vehicle register: the offline demo one by default. */
export function createVehicleRegistry(_config: AppConfig): VehicleRegistry {
  return new DemoVehicleRegistry();
}

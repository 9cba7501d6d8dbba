import { haversineMeters } from './distance.js';

/**
 * Walking without a street network: the straight line times a detour factor, at a steady pace. The road
 * issue replaces this with walks over the OpenStreetMap foot graph where a region has one.
 */
export interface WalkModel {
  /** Metres per second; 1.25 is 4.5 km/h, a comfortable pace for older passengers too. */
  speed: number;
  /** Streets are not straight lines; 1.3 is a common average for Dutch villages and towns. */
  circuity: number;
}

export const DEFAULT_WALK: WalkModel = { speed: 1.25, circuity: 1.3 };

export function walkMeters(model: WalkModel, lat1: number, lon1: number, lat2: number, lon2: number): number {
  return Math.round(haversineMeters(lat1, lon1, lat2, lon2) * model.circuity);
}

export function walkSeconds(model: WalkModel, meters: number): number {
  return Math.ceil(meters / model.speed);
}

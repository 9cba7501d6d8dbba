import { TRANSIT_MODES, type TransitMode } from './types.js';

/**
 * GTFS route_type (basic 0–12 and the extended 100–1700 codes the Dutch feed uses) to the planner's
 * modes. Anything unusual (cable cars, taxis) counts as the mode a passenger would expect to book it as.
 */
export function modeOfRouteType(routeType: number): TransitMode {
  if (routeType >= 100) {
    const family = Math.floor(routeType / 100);
    if (family === 1 || family === 3 || family === 13 || family === 14) return 'RAIL';
    if (family === 4 || family === 5 || family === 6) return 'SUBWAY';
    if (family === 9) return 'TRAM';
    if (family === 10 || family === 12) return 'FERRY';
    return 'BUS';
  }
  switch (routeType) {
    case 0:
    case 5:
      return 'TRAM';
    case 1:
      return 'SUBWAY';
    case 2:
    case 6:
    case 7:
    case 12:
      return 'RAIL';
    case 4:
      return 'FERRY';
    default:
      return 'BUS';
  }
}

export function modeIndex(mode: TransitMode): number {
  return TRANSIT_MODES.indexOf(mode);
}

/** A bit per allowed mode, for a cheap check per route pattern. */
export function modeMask(modes: readonly TransitMode[]): number {
  let mask = 0;
  for (const mode of modes) mask |= 1 << modeIndex(mode);
  return mask;
}

import type { SimulatedRule } from '../realtime/simulator.js';

/**
 * The demo's standing disruptions, so a newcomer sees live times at whatever hour they look: the
 * Arnhem–Winterswijk train (T1) runs 12 minutes late when it leaves its first stop in an odd hour, and the
 * Doetinchem–Vorden bus (B6) does not run when it leaves in an hour divisible by three. Invented, as the
 * demo timetable is.
 */
export const DEMO_DISRUPTIONS: readonly SimulatedRule[] = [
  {
    routeId: 'demo-T1',
    hours: (hour) => hour % 2 === 1,
    delaySeconds: 12 * 60,
    cancelled: false,
    alert: {
      header: 'Vertraging tussen Arnhem en Winterswijk',
      description: 'Door een defecte overweg bij Varsseveld rijden treinen tot 12 minuten later.',
      effect: 'SIGNIFICANT_DELAYS',
    },
  },
  {
    routeId: 'demo-B6',
    hours: (hour) => hour % 3 === 0,
    delaySeconds: 0,
    cancelled: true,
    alert: {
      header: 'Ritten vervallen tussen Doetinchem en Vorden',
      description: 'Door werkzaamheden in Zelhem vervallen enkele ritten van deze bus.',
      effect: 'REDUCED_SERVICE',
    },
  },
];

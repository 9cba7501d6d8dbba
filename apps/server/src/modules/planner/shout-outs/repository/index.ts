/** The shout-out wing's queries, one file per aggregate: shout-outs with their offers and notices, and ride alerts. */
export * from './shout-outs.js';
export * from './ride-alerts.js';

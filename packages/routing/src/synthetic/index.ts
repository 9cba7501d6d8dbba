// Deterministic synthetic data the size of the Netherlands, for scale tests and benchmarks.
export { generateSyntheticNetwork, SYNTHETIC_QUERY_DATE, SYNTHETIC_TARGETS } from './national-network.js';
export { generateRoadNetwork, ROAD_NETWORK_NODES } from './road-network.js';

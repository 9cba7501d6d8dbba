import { defineConfig } from 'vitest/config';
import { faultProjects } from './vitest.config.ts';

// `npx vitest run -c apps/server/vitest.faults.config.ts`: the fault and load tests alone (decision 61).
export default defineConfig({ test: { projects: faultProjects } });

// Starts a worker thread's TypeScript entry (process.argv[2]) when the server runs from its sources
// (tests, npm run dev): the bundled server starts the built JavaScript entry instead (worker-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);

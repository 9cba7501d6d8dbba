// Phase timings for CI: every step prints '=== phase NAME: N s' when it ends, and when CI_PHASES_FILE is
// set (by .ci/run) also appends '  NAME<TAB>seconds' to it, indented because it is a step of the phase
// .ci/run is running, so that .ci/run can print one table at the end.
import fs from 'node:fs';

export function recordPhase(name, milliseconds) {
  const seconds = Math.round(milliseconds / 1000);
  console.log(`=== phase ${name}: ${seconds} s`);
  if (process.env.CI_PHASES_FILE) fs.appendFileSync(process.env.CI_PHASES_FILE, `  ${name}\t${seconds}\n`);
}

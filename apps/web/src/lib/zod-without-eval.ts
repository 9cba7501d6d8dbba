/**
 * Keeps the contract schemas from trying to compile their parsers with eval: the app's Content Security
 * Policy forbids eval, and zod's attempt is reported as a violation (Lighthouse's best practices). Set in
 * zod's global settings object (`globalThis.__zod_globalConfig`, where zod/v4/core keeps what `z.config`
 * sets) before any schema is built; written directly so that the first page, which has no schemas, does
 * not load zod for it. zod-without-eval.test.ts checks that zod reads it.
 */
export function keepZodFromEval(): void {
  const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}

import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { keepZodFromEval } from './zod-without-eval';

describe('keepZodFromEval', () => {
  it('switches off zod parser compilation through the settings object zod reads', () => {
    keepZodFromEval();
    expect(config().jitless).toBe(true);
  });
});

import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Under Vitest every exact answer is also encoded with its contract and compared byte for byte, so a view
 * that drifts from its contract fails the tests; the running server skips that second pass.
 */
const CHECK_EXACT_RESPONSES = process.env.VITEST !== undefined;

/**
 * The serializer of a success answer that its handler builds field by field in its contract's shape and
 * key order (a view, with no extra keys, no `undefined` left in and no codecs to apply): the answer goes
 * out as `JSON.stringify` writes it, without zod encoding a copy of it first (decision 46). The same bytes
 * as zod's serializer by construction; under Vitest checked to be. Error answers never come here.
 */
export function exactResponseSerializer(
  response: z.ZodType,
  call: { method: string; url: string },
  checked = CHECK_EXACT_RESPONSES,
): (data: unknown) => string {
  if (!checked) return (data) => JSON.stringify(data);
  const contractSerializer = serializerCompiler({ schema: response, ...call });
  return (data) => {
    const encoded = contractSerializer(data);
    const direct = JSON.stringify(data);
    if (encoded !== direct) {
      let at = 0;
      while (encoded[at] === direct[at]) at++;
      throw new Error(
        `${call.method} ${call.url}: the answer differs from its contract's encoding (a key, its order or a value) ` +
          `at …${direct.slice(Math.max(0, at - 60), at + 40)}… against …${encoded.slice(Math.max(0, at - 60), at + 40)}…`,
      );
    }
    return encoded;
  };
}

/** The error and the causes it carries (a query error wraps the driver's). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/**
 * What may be logged of an error: its kind, code, message and stack, without the values it was about. A
 * query error's message ends with the query's parameters and the driver's `detail` quotes values (names,
 * phone numbers, IBANs); neither belongs in a log.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const safe = (item: Error): Record<string, unknown> => {
    const code = (item as { code?: unknown }).code;
    return {
      type: item.name,
      message: item.message.split('\nparams:')[0],
      ...(typeof code === 'string' ? { code } : {}),
      stack: item.stack?.split('\nparams:')[0],
    };
  };
  const [first, ...causes] = errorChain(error).filter((item): item is Error => item instanceof Error);
  return { ...safe(first!), ...(causes.length ? { causes: causes.map(safe) } : {}) };
}

import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This instance's figures for Prometheus (`GET /metrics`): request counts and durations per route, and
 * figures read when Prometheus asks (outbox depth, timer lag, live streams, database connections). Each
 * app has a registry of its own, so apps built side by side (tests) never count each other's requests.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts one answered request: its method, its route's path template and its status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /**
   * A figure read when Prometheus asks; `read` answers one value, or one value per label value (under
   * `labelName`). A read that fails leaves the figure out of that answer rather than failing it.
   */
  gauge(name: string, help: string, read: () => Promise<number | undefined> | number | undefined): void;
  labelledGauge(
    name: string,
    help: string,
    labelName: string,
    read: () => Promise<Record<string, number> | undefined> | Record<string, number> | undefined,
  ): void;
  /** The figures in Prometheus's text format, with its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}

/** Request durations in seconds: from a cached health check (< 1 ms) to a slow plan (seconds). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (path template) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.reset();
          const value = await readSafely(read);
          if (value !== undefined) this.set(value);
        },
      });
    },
    labelledGauge(name, help, labelName, read) {
      new Gauge({
        name,
        help,
        labelNames: [labelName],
        registers: [registry],
        async collect() {
          this.reset();
          const values = await readSafely(read);
          for (const [label, value] of Object.entries(values ?? {})) this.set({ [labelName]: label }, value);
        },
      });
    },
    async render() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

async function readSafely<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

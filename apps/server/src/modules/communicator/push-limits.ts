/**
 * How pushes are sent so that one person's slow or broken push services hold up nobody else's: a bounded
 * number of sends at once, fewer still towards one push service, each with a deadline, and an endpoint
 * that failed skipped for a while (longer after each failure in a row).
 */

/** Sends in flight at once, per server instance. */
export const PUSH_MAX_CONCURRENT_SENDS = 8;
/** Sends in flight at once to one push service host: a slow host takes at most this many of the slots. */
export const PUSH_MAX_CONCURRENT_SENDS_PER_HOST = 2;
/** How long an endpoint is skipped after its first failure in a row; doubled after each further one. */
export const PUSH_FIRST_PAUSE_MS = 60_000;
/** The longest an endpoint is skipped: a push service that comes back is used again within the hour. */
export const PUSH_MAX_PAUSE_MS = 3_600_000;

/** How long an endpoint is skipped after `failures` failed sends in a row: 1, 2, 4, … minutes, at most an hour. */
export function pushPauseMs(failures: number): number {
  return Math.min(PUSH_MAX_PAUSE_MS, PUSH_FIRST_PAUSE_MS * 2 ** Math.min(30, Math.max(0, failures - 1)));
}

export interface SendLimiter {
  /** Runs `task` once a slot overall and one for `host` are free (first come, first served per host). */
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}

/** At most `total` tasks at once, and at most `perHost` of them for one host; the rest wait in line. */
export function createSendLimiter(
  total = PUSH_MAX_CONCURRENT_SENDS,
  perHost = PUSH_MAX_CONCURRENT_SENDS_PER_HOST,
): SendLimiter {
  let active = 0;
  const activeByHost = new Map<string, number>();
  const waiting: { host: string; start: () => void }[] = [];

  const startNext = () => {
    // The first waiting task whose host has room: a busy host does not hold up the others behind it.
    for (let index = 0; index < waiting.length && active < total;) {
      const next = waiting[index]!;
      if ((activeByHost.get(next.host) ?? 0) < perHost) {
        waiting.splice(index, 1);
        next.start();
      } else {
        index += 1;
      }
    }
  };

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              const left = (activeByHost.get(host) ?? 1) - 1;
              if (left === 0) activeByHost.delete(host);
              else activeByHost.set(host, left);
              startNext();
            });
        };
        waiting.push({ host, start });
        startNext();
      });
    },
  };
}

/** `promise`, or a rejection with code ETIMEDOUT after `ms` (the timer does not keep the process up). */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`push timeout after ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

import type { TestApp } from './test-app.js';

export interface LiveEvent {
  event: string;
  data: unknown;
}

/**
 * Opens the event stream over a real socket and collects its events. `waitFor` resolves when an event
 * that matches has arrived (at once when one already has), and fails when the stream ends without one:
 * the test waits on the events themselves, never on the time.
 */
export async function openStream(baseUrl: string, token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/communicator/users/me/events`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  let finished = false;
  const waiters = new Set<{ predicate: (event: LiveEvent) => boolean; settle: (error?: Error) => void }>();
  const settleWaiters = () => {
    for (const waiter of waiters) {
      if (events.some(waiter.predicate)) waiter.settle();
      else if (finished)
        waiter.settle(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
    }
  };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
        settleWaiters();
      }
    } catch {
      // aborted
    }
    finished = true;
    settleWaiters();
    return true;
  })();
  const waitFor = async (predicate: (event: LiveEvent) => boolean): Promise<LiveEvent> => {
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        predicate,
        settle: (error?: Error) => {
          waiters.delete(waiter);
          if (error) reject(error);
          else resolve();
        },
      };
      waiters.add(waiter);
      settleWaiters();
    });
    return events.find(predicate)!;
  };
  return { response, events, waitFor, ended, close: () => controller.abort() };
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

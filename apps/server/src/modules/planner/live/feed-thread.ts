import type { Worker } from 'node:worker_threads';
import type { Timetable } from '@achterhoek/routing';
import { startWorkerThread } from '../../../platform/worker-thread.js';
import type { FeedBytes, FeedReading } from './feed-reading.js';

/** The thread that reads the live feed, as the poller sees it. */
export interface FeedThread {
  /** Reads one poll's messages on the thread; rejects when the thread fails or stops. */
  read(bytes: FeedBytes): Promise<FeedReading>;
  /** Stops the thread (when the server closes). */
  close(): Promise<void>;
}

type Answer = { id: number; reading: FeedReading } | { id: number; failure: string };

/**
 * Reads the live feed on a worker thread of its own (live-feed-worker.ts), started at the first read, so
 * the seconds a national feed takes never hold up the requests this thread answers. The timetable's
 * numbers are in shared memory (shareTimetable), so the thread reads them without a copy; the feed's bytes
 * go to it and what it made comes back moved, not copied. A thread that dies fails the reads under way and
 * is started again at the next.
 */
export function startFeedThread(timetable: Timetable): FeedThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: FeedReading) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorkerThread(import.meta.url, 'live-feed-worker', { timetable });
    // The server's own timers decide when it ends; this thread never keeps it running.
    started.unref();
    started.on('message', (answer: Answer) => {
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (!caller) return;
      if ('reading' in answer) caller.resolve(answer.reading);
      else caller.reject(new Error(`reading the live feed failed: ${answer.failure}`));
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the live feed thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return {
    read(bytes) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        try {
          thread().postMessage(
            { id, bytes },
            bytes.feeds.map((feed) => feed.buffer as ArrayBuffer),
          );
        } catch (error) {
          waiting.delete(id);
          throw error;
        }
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
    },
  };
}

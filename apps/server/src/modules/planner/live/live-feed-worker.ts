import { parentPort, workerData } from 'node:worker_threads';
import { transferablesOf, type Timetable } from '@achterhoek/routing';
import { readFeeds, type FeedBytes } from './feed-reading.js';

/**
 * The thread that reads the live feed (feed-thread.ts starts it): given the region's timetable once (its
 * numbers in shared memory), it reads each poll's messages and hands back what it made, moving the typed
 * arrays instead of copying them. A message is answered with the id it came with.
 */
const { timetable } = workerData as { timetable: Timetable };

parentPort!.on('message', ({ id, bytes }: { id: number; bytes: FeedBytes }) => {
  let answer;
  try {
    answer = { id, reading: readFeeds(timetable, bytes) };
  } catch (error) {
    answer = { id, failure: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(answer, transferablesOf(answer));
});

import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENT_NAMES } from '@achterhoek/contracts';
import type { EndStreams, LiveEvent } from './live-events.js';

export const HEARTBEAT_MS = 25_000;

/**
 * The most streams one user keeps open on an instance (a phone and a few tabs need far fewer). Opening
 * another ends the oldest, so a new tab always works and a client that keeps opening streams cannot
 * pile them up.
 */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The open event streams of this instance, by user. Events arrive as the database's notifications on the
 * live channel, so a message sent through any instance reaches the streams of every instance.
 */
export interface LiveHub {
  start(): Promise<void>;
  /**
   * Registers an open stream of a user, opened by `actorId` (the user, or a delegate acting for them);
   * answers a function that forgets it.
   */
  add(userId: string, stream: ServerResponse, actorId?: string): () => void;
  send(userId: string, event: string, data: unknown): void;
  /** How many streams are open on this instance (the operators' live-streams figure). */
  openStreams(): number;
  close(): Promise<void>;
}

export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * How the hub hears the live channel: `onPayload` for every event published on any instance, `onGap`
 * after a reconnection in which events may have been lost; answers a function that stops listening. The
 * module makes it from its repository (repository.ts), so the hub itself never touches the database.
 */
export type LiveSubscription = (
  onPayload: (payload: string) => void,
  onGap: () => void,
) => Promise<() => Promise<void>>;

export function createLiveHub(subscribe: LiveSubscription, log: FastifyBaseLogger): LiveHub {
  const streams = new Map<string, Set<ServerResponse>>();
  /** Who opened each stream, when it was not the user themselves (a delegate acting for them). */
  const openedBy = new WeakMap<ServerResponse, string>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (userId: string, event: string, data: unknown) => {
    for (const stream of streams.get(userId) ?? []) {
      if (!stream.writableEnded) stream.write(formatEvent(event, data));
    }
  };

  // A delegation ended: the delegate's streams for that person end at once, on every instance.
  const endStreams = (userId: string, actorId: string) => {
    for (const stream of [...(streams.get(userId) ?? [])]) {
      if (openedBy.get(stream) === actorId) stream.end();
    }
  };

  return {
    openStreams() {
      let open = 0;
      for (const set of streams.values()) open += set.size;
      return open;
    },
    async start() {
      unlisten = await subscribe(
        (payload) => {
          try {
            const event = JSON.parse(payload) as LiveEvent | EndStreams;
            if ('endStreams' in event) endStreams(event.userId, event.actorId);
            else send(event.userId, event.event, event.data);
          } catch (error) {
            log.warn({ err: error }, 'bad live event');
          }
        },
        // Events published while this instance was reconnecting to the database never arrived: every
        // open stream is told to fetch its state again.
        () => {
          for (const userId of streams.keys()) send(userId, LIVE_EVENT_NAMES.resync, {});
        },
      );
      heartbeat = setInterval(() => {
        for (const set of streams.values()) for (const stream of set) stream.write(': heartbeat\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    add(userId, stream, actorId = userId) {
      if (actorId !== userId) openedBy.set(stream, actorId);
      let set = streams.get(userId);
      if (!set) {
        set = new Set();
        streams.set(userId, set);
      }
      while (set.size >= MAX_STREAMS_PER_USER) {
        const oldest = set.values().next().value!;
        set.delete(oldest);
        oldest.end();
      }
      set.add(stream);
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(userId) === set) streams.delete(userId);
      };
    },
    send,
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      for (const set of streams.values()) for (const stream of set) stream.end();
      streams.clear();
      await unlisten?.().catch(() => undefined);
    },
  };
}

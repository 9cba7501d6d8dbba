import { useEffect, useRef } from 'react';

/** An event of the user's live stream, as it arrived: its name and its JSON data, unparsed. */
export interface LiveStreamEvent {
  event: string;
  data: string;
}

type Listener = (event: LiveStreamEvent) => void;

const listeners = new Set<Listener>();

/**
 * The one live stream is opened by messaging (it carries the messages); every other part of the app
 * hears its events here, so a trip page can reload when its trip changes without knowing messaging.
 */
export function dispatchLiveEvent(event: LiveStreamEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `handler` for every live event named in `names` while the component is mounted. */
export function useLiveEvents(names: readonly string[], handler: (event: LiveStreamEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = names.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return subscribeLiveEvents((event) => {
      if (wanted.has(event.event)) latest.current(event);
    });
  }, [key]);
}

/** The id a change event names (`{ tripId }` or `{ rideId }`), or undefined when the data is not one. */
export function changedId(event: LiveStreamEvent, field: 'tripId' | 'rideId'): number | undefined {
  try {
    const value = (JSON.parse(event.data) as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

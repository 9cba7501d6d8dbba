import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changedId, dispatchLiveEvent, useLiveEvents } from './liveEvents';

describe('live events', () => {
  it('reach a mounted listener for the names it asked for, and nobody after unmounting', () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useLiveEvents(['trip-changed'], handler));
    act(() => {
      dispatchLiveEvent({ event: 'trip-changed', data: '{"tripId":7}' });
      dispatchLiveEvent({ event: 'ride-changed', data: '{"rideId":7}' });
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(changedId(handler.mock.calls[0]![0], 'tripId')).toBe(7);
    unmount();
    dispatchLiveEvent({ event: 'trip-changed', data: '{"tripId":8}' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reads no id from data that is not a change', () => {
    expect(changedId({ event: 'trip-changed', data: 'nonsense' }, 'tripId')).toBeUndefined();
    expect(changedId({ event: 'trip-changed', data: '{"tripId":"7"}' }, 'tripId')).toBeUndefined();
  });
});

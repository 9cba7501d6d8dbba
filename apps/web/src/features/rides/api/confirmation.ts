import { rideshareEndpoints } from '@achterhoek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { creditsKeys } from '../../credits';
import type { DriverReason } from '../lib/validation';
import { rideKeys } from './queries';

export type DriverAnswer =
  { bookingId: number; value: true } | { bookingId: number; value: false; reason: DriverReason };

/**
 * After an answer the rides are fetched again (it may complete the ride), and so is the balance: the
 * answer may pay the fare, and taking a confirmation back takes the payment back.
 */
function useRefreshAfterAnswer() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rideKeys.all(signedInId) }),
      queryClient.invalidateQueries({ queryKey: creditsKeys.mine(signedInId) }),
    ]);
}

/** The driver says whether the booking's passenger rode along; a 'no' carries its reason (spec 000 §4). */
export function useConfirmBooking() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (answer: DriverAnswer) =>
      call(rideshareEndpoints.confirmBooking, {
        params: { bookingId: answer.bookingId, value: answer.value ? 'true' : 'false' },
        query: answer.value ? {} : { reason: answer.reason },
      }),
    onSuccess: refresh,
  });
}

/** Takes a paid confirmation back: the payment is reversed and both are asked again (spec 000 §4). */
export function useUnconfirmBooking() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (bookingId: number) => call(rideshareEndpoints.unconfirmBooking, { params: { bookingId } }),
    onSuccess: refresh,
  });
}

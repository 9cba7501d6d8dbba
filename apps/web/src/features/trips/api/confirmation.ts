import { plannerEndpoints, type PassengerNotMadeReason } from '@achterhoek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { invalidateTripsAndCredits } from './queries';

// The passenger's answers after a trip (spec 000 §4, §7 Planner). An answer can settle the fare (paid to
// the driver or given back) and undoing one reserves it again, so each marks the trips and the credits
// balance out of date. They wait for the reload, so the page that follows (the thanks, the trip with its
// alert) shows the trip as the answer left it.

export type TripAnswer = { rodeAlong: true } | { rodeAlong: false; reason: PassengerNotMadeReason };

/** PUT /trips/{id}/confirm/true, or /confirm/false?reason=… (a 'no' always carries its reason). */
export function useConfirmTrip() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: TripAnswer }) =>
      call(plannerEndpoints.confirmTrip, {
        params: { tripId: id, value: answer.rodeAlong ? 'true' : 'false' },
        query: answer.rodeAlong ? {} : { reason: answer.reason },
      }),
    onSuccess: () => invalidateTripsAndCredits(queryClient, signedInId),
  });
}

/** PUT /trips/{id}/unconfirm: 403 once the driver was paid, 402 when the credits no longer cover the fare. */
export function useUnconfirmTrip() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (id: number) => call(plannerEndpoints.unconfirmTrip, { params: { tripId: id } }),
    onSuccess: () => invalidateTripsAndCredits(queryClient, signedInId),
  });
}

import { z } from 'zod';

/*
 * Confirming after the trip that it took place (spec 000 §4), shared by the passenger's trip and the
 * driver's booking.
 */

/** Why a trip did not take place, as the passenger says it (spec 000 §4). */
export const PASSENGER_NOT_MADE_REASONS = ['TRIP_NOT_NEEDED', 'FOUND_OTHER_TRANSPORT', 'NO_SHOW'] as const;
/** The driver has one more: there was no trip at all. */
export const DRIVER_NOT_MADE_REASONS = [...PASSENGER_NOT_MADE_REASONS, 'NO_TRIP'] as const;
export const PassengerNotMadeReasonSchema = z.enum(PASSENGER_NOT_MADE_REASONS);
export const DriverNotMadeReasonSchema = z.enum(DRIVER_NOT_MADE_REASONS);
export type PassengerNotMadeReason = z.infer<typeof PassengerNotMadeReasonSchema>;
export type DriverNotMadeReason = z.infer<typeof DriverNotMadeReasonSchema>;

/** `true` or `false` in the path (`/confirm/true`). */
export const ConfirmValueSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * One side's answer as a leg or a booking shows it: whether the trip took place and, when it did not, the
 * reason; both absent until that side answered. Spread into the record where its own side's answer stands.
 */
export const ANSWER_FIELDS = {
  confirmed: z.boolean().optional(),
  confirmationReason: z.string().optional(),
};

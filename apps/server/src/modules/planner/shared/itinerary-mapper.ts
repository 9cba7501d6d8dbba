import type { Itinerary, Leg, PlanPlace, PlanPoint } from '@achterhoek/contracts';
import {
  liveLegOf,
  type LiveTimes,
  type Leg as RoutedLeg,
  type Place as RoutedPlace,
  type PlannedItinerary,
  sustainabilityRating,
} from '@achterhoek/routing';
import { isoInAmsterdam } from '../../../platform/local-time.js';

/** A place as the API shows it: a GeoJSON point ([lon, lat]) and, for stops, the stop's id and platform. */
export function toPlanPlace(place: { label: string; lat: number; lon: number }): PlanPlace {
  return { label: place.label, location: { type: 'Point', coordinates: [place.lon, place.lat] } };
}

/** The other way round: a place of a request or a leg as a label with latitude and longitude. */
export function fromPlanPlace(place: PlanPlace): PlanPoint {
  return { label: place.label, lat: place.location.coordinates[1], lon: place.location.coordinates[0] };
}

/**
 * An itinerary of car legs only (a shout-out's reference car, a driver's draft or offer): from the first
 * leg's start to the last one's end, no walking or waiting, the legs' fares together, no emissions shown.
 */
export function carItinerary(legs: Leg[]): Omit<Itinerary, 'itineraryRef'> {
  const departure = Date.parse(legs[0]!.startTime);
  const arrival = Date.parse(legs.at(-1)!.endTime);
  const seconds = Math.round((arrival - departure) / 1000);
  return {
    departureTime: legs[0]!.startTime,
    arrivalTime: legs.at(-1)!.endTime,
    duration: seconds,
    transfers: 0,
    waitingTime: 0,
    walkTime: 0,
    transitTime: seconds,
    walkDistance: 0,
    score: 0,
    fareInCredits: legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0),
    averageCo2EmissionRate: 0,
    sustainabilityRating: sustainabilityRating(0),
    legs,
  };
}

function legPlace(place: RoutedPlace): PlanPlace {
  return {
    ...toPlanPlace(place),
    ...(place.stopId ? { stopId: place.stopId } : {}),
    ...(place.platformCode ? { platformCode: place.platformCode } : {}),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

/** Days since 1970-01-01 as YYYY-MM-DD (a service day, not an instant). */
const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * The live feed's word on a public-transport leg planned on live times: its delays at the two stops
 * (the leg's times already are the live ones). Nothing when the feed says nothing of the trip that day.
 */
function liveFields(leg: RoutedLeg, live: LiveTimes | undefined): Partial<Leg> {
  if (!live || leg.serviceDay === undefined || !leg.tripId || leg.rideshare) return {};
  const found = liveLegOf(live, {
    tripId: leg.tripId,
    serviceDay: leg.serviceDay,
    ...(leg.from.stopId ? { fromStopId: leg.from.stopId } : {}),
    ...(leg.to.stopId ? { toStopId: leg.to.stopId } : {}),
  });
  if (!found) return {};
  return {
    departureDelay: found.departureDelay,
    arrivalDelay: found.arrivalDelay,
    ...(found.cancelled ? { cancelled: true } : {}),
  };
}

/** A planned leg in the API's shape; with `live`, a public-transport leg carries its delays. */
export function toLeg(leg: RoutedLeg, live?: LiveTimes): Leg {
  return {
    traverseMode: leg.traverseMode,
    startTime: isoInAmsterdam(leg.startTime),
    endTime: isoInAmsterdam(leg.endTime),
    duration: Math.round(leg.duration),
    distance: Math.round(leg.distance),
    from: legPlace(leg.from),
    to: legPlace(leg.to),
    ...optional('routeShortName', leg.routeShortName),
    ...optional('routeLongName', leg.routeLongName),
    ...optional('agencyId', leg.agencyId),
    ...optional('agencyName', leg.agencyName),
    ...optional('tripId', leg.tripId),
    ...optional('headsign', leg.headsign),
    ...(leg.serviceDay !== undefined && !leg.rideshare ? { serviceDate: dateOfDay(leg.serviceDay) } : {}),
    ...liveFields(leg, live),
    legGeometry: { points: leg.legGeometry.points, length: leg.legGeometry.length },
    ...(leg.rideshare
      ? {
          driverId: leg.rideshare.driverId,
          driverName: leg.rideshare.driverName,
          vehicleName: leg.rideshare.vehicleName,
          vehicleLicensePlate: leg.rideshare.vehicleLicensePlate,
          rideRef: leg.rideshare.rideRef,
          bookingRequired: true,
        }
      : {}),
    ...(leg.fareInCredits !== undefined ? { fareInCredits: leg.fareInCredits } : {}),
    ...(leg.co2GramsPerKm !== undefined ? { co2EmissionRate: Math.round(leg.co2GramsPerKm) } : {}),
    ...(leg.estimated ? { estimated: true } : {}),
  };
}

/**
 * The planner's itinerary (epoch milliseconds) in the API's shape (spec 000 §3): ISO times with the
 * Amsterdam offset, whole seconds and metres, the fare (rides only; public transport costs no credits)
 * and the CO₂ figures.
 */
export function toItinerary(itinerary: PlannedItinerary, live?: LiveTimes): Itinerary {
  return {
    departureTime: isoInAmsterdam(itinerary.departureTime),
    arrivalTime: isoInAmsterdam(itinerary.arrivalTime),
    duration: Math.round(itinerary.duration),
    transfers: itinerary.transfers,
    waitingTime: Math.round(itinerary.waitingTime),
    walkTime: Math.round(itinerary.walkTime),
    transitTime: Math.round(itinerary.transitTime),
    walkDistance: Math.round(itinerary.walkDistance),
    score: Math.round(itinerary.score),
    fareInCredits: itinerary.fareInCredits,
    averageCo2EmissionRate: itinerary.averageCo2GramsPerKm,
    sustainabilityRating: sustainabilityRating(itinerary.averageCo2GramsPerKm),
    legs: itinerary.legs.map((leg) => toLeg(leg, live)),
  };
}

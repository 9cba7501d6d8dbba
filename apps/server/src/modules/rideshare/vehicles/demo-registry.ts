import { bareLicensePlate, type CarDetails } from '@achterhoek/contracts';
import type { VehicleRegistry } from './vehicle-registry.js';

/**
 * Demo data, not real cars: the plates the offline demo register knows (the README lists them). Every
 * plate has a vowel, which Dutch plates of these patterns never have, so none belongs to a real car. The
 * first car is the demo driver Henk Lubbers', the second Marieke's; the others are free for anyone trying
 * the app. Tests pick cars by their place in this list, so add new ones at the end.
 */
export const DEMO_CARS: readonly CarDetails[] = [
  {
    licensePlate: 'AH-123-K',
    countryCode: 'NL',
    brand: 'VOLKSWAGEN',
    model: 'GOLF',
    type: 'Hatchback',
    color: 'GRIJS',
    nrSeats: 5,
    nrDoors: 5,
    registrationYear: 2014,
    co2Emission: 109,
  },
  {
    licensePlate: 'T-482-AE',
    countryCode: 'NL',
    brand: 'TOYOTA',
    model: 'AURIS TOURING SPORTS HYBRID',
    type: 'Stationwagen',
    color: 'BLAUW',
    nrSeats: 5,
    nrDoors: 5,
    registrationYear: 2017,
    co2Emission: 84,
  },
  {
    licensePlate: 'KOE-07-P',
    countryCode: 'NL',
    brand: 'VOLKSWAGEN',
    model: 'TOURAN',
    type: 'MPV',
    color: 'ZWART',
    nrSeats: 7,
    nrDoors: 5,
    registrationYear: 2020,
    co2Emission: 134,
  },
  {
    licensePlate: 'GAU-38-N',
    countryCode: 'NL',
    brand: 'KIA',
    model: 'NIRO',
    type: 'Hatchback',
    color: 'WIT',
    nrSeats: 5,
    nrDoors: 5,
    registrationYear: 2021,
    co2Emission: 101,
  },
  {
    licensePlate: 'ZEB-41-D',
    countryCode: 'NL',
    brand: 'FIAT',
    model: '500',
    type: 'Hatchback',
    color: 'ROOD',
    color2: 'WIT',
    nrSeats: 4,
    nrDoors: 3,
    registrationYear: 2019,
    co2Emission: 124,
  },
  {
    licensePlate: 'P-291-OX',
    countryCode: 'NL',
    brand: 'SKODA',
    model: 'OCTAVIA COMBI',
    type: 'Stationwagen',
    color: 'GROEN',
    nrSeats: 5,
    nrDoors: 5,
    registrationYear: 2016,
    co2Emission: 106,
  },
  {
    licensePlate: 'RA-518-B',
    countryCode: 'NL',
    brand: 'PEUGEOT',
    model: '5008',
    type: 'MPV',
    color: 'BRUIN',
    nrSeats: 7,
    nrDoors: 5,
    registrationYear: 2014,
    co2Emission: 129,
  },
];

/**
 * The offline register used by default, so the app and its tests never need the internet for a car. A
 * plate is found in any case and with or without dashes; the answer carries the plate as typed, in upper
 * case, or the list's dashed form when it was typed without dashes.
 */
export class DemoVehicleRegistry implements VehicleRegistry {
  async lookup(_countryCode: 'NL', licensePlate: string): Promise<CarDetails | null> {
    const typed = licensePlate.trim().toUpperCase();
    const wanted = bareLicensePlate(typed);
    const car = DEMO_CARS.find((candidate) => bareLicensePlate(candidate.licensePlate) === wanted);
    if (!car) return null;
    return { ...car, licensePlate: typed.includes('-') ? typed : car.licensePlate };
  }
}

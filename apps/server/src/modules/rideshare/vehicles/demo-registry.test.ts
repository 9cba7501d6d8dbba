import { CarDetailsSchema, LicensePlateSchema } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CARS, DemoVehicleRegistry } from './demo-registry.js';
import { createVehicleRegistry } from './index.js';

const registry = new DemoVehicleRegistry();

describe('DemoVehicleRegistry', () => {
  it('holds a handful of distinct cars, each a valid answer with a plate as users type it', () => {
    expect(DEMO_CARS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_CARS.length).toBeLessThanOrEqual(8);
    const plates = DEMO_CARS.map((car) => car.licensePlate);
    expect(new Set(plates.map((plate) => plate.replaceAll('-', ''))).size).toBe(plates.length);
    for (const car of DEMO_CARS) {
      expect(CarDetailsSchema.parse(car)).toEqual(car);
      expect(LicensePlateSchema.parse(car.licensePlate)).toBe(car.licensePlate);
      // A vowel: no real Dutch plate of these patterns has one.
      expect(car.licensePlate).toMatch(/[AEIOU]/);
      expect(car.nrSeats).toBeGreaterThanOrEqual(4);
      expect(car.nrSeats).toBeLessThanOrEqual(7);
    }
  });

  it('finds a plate in any case, with or without dashes', async () => {
    const car = DEMO_CARS[0]!;
    expect(await registry.lookup('NL', car.licensePlate)).toEqual(car);
    expect(await registry.lookup('NL', car.licensePlate.toLowerCase())).toEqual(car);
    expect(await registry.lookup('NL', car.licensePlate.replaceAll('-', '').toLowerCase())).toEqual(car);
  });

  it('answers with the plate as typed, in upper case', async () => {
    const car = DEMO_CARS[2]!;
    const bare = car.licensePlate.replaceAll('-', '');
    const regrouped = `${bare.slice(0, 2)}-${bare.slice(2, 4)}-${bare.slice(4)}`.toLowerCase();
    expect(await registry.lookup('NL', regrouped)).toEqual({
      ...car,
      licensePlate: regrouped.toUpperCase(),
    });
  });

  it('does not know other plates', async () => {
    expect(await registry.lookup('NL', 'ZZ-99-ZZ')).toBeNull();
    expect(await registry.lookup('NL', '')).toBeNull();
  });

  it('hands out copies, so a caller cannot change the list', async () => {
    const found = (await registry.lookup('NL', DEMO_CARS[1]!.licensePlate))!;
    found.brand = 'TRABANT';
    expect(DEMO_CARS[1]!.brand).not.toBe('TRABANT');
  });
});

describe('createVehicleRegistry', () => {
  it('uses the demo register by default', () => {
    const registry = createVehicleRegistry({
      vehicleRegistry: 'demo',
      rdwBaseUrl: 'https://opendata.rdw.nl/resource',
      rdwAppToken: undefined,
    });
    expect(registry).toBeInstanceOf(DemoVehicleRegistry);
  });
});

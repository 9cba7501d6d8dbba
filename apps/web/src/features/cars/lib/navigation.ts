/**
 * Router state that 'Mijn auto's' gives the add-car page: after adding, that page goes a step back in the
 * history to the list instead of adding a new entry. Opened directly, it replaces itself with the list.
 */
export const FROM_CARS = { fromCars: true } as const;

export function openedFromCars(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromCars' in state && state.fromCars === true;
}

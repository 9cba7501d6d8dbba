import { sql } from 'drizzle-orm';
import { doublePrecision, integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders several modules' tables share. Each call makes new builders: a table takes ownership of
 * the columns it is given, so two tables never share one.
 */

/** A moment in time, always with its time zone (every time the app stores is one). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A list of texts (contexts, roles, interests), never null: empty unless given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A row's own number, counted up by the database as rows are added. */
export const serialId = () => serial('id').primaryKey();

/** When the row was made: the database's clock unless the service gives the time. */
export const createdNow = () => at('created_at').notNull().defaultNow();

/** A row's owner by its number (never null): the row is removed with its owner. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A row's owner by its text key (a person's id, a survey's key; never null): removed with its owner. */
export const ownedByKey = (name: string, owner: () => AnyPgColumn) =>
  text(name).notNull().references(owner, { onDelete: 'cascade' });

/** The keys of `columns`, each behind `prefix` in camel case (`street` → `homeStreet`); no prefix: as they are. */
type Prefixed<P extends string, C> = {
  [K in keyof C & string as P extends '' ? K : `${P}${Capitalize<K>}`]: C[K];
};

/** The database's name of a column key: snake case (`dropOffLabel` → `drop_off_label`). */
function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The key of a column `part` behind `prefix`, in camel case (`home`, `street` → `homeStreet`). */
function prefixedKey(prefix: string, part: string): string {
  return prefix === '' ? part : `${prefix}${part[0]!.toUpperCase()}${part.slice(1)}`;
}

/**
 * Columns made by `build` from each column's database name, with their keys put behind `prefix`: the same
 * group of columns can stand several times in a table (a pickup and a drop-off) or in several tables.
 */
function prefixedColumns<P extends string, C extends Record<string, unknown>>(
  prefix: P,
  build: (name: (part: string) => string) => C,
): Prefixed<P, C> {
  const columns = build((part) => snakeCase(prefixedKey(prefix, part)));
  return Object.fromEntries(
    Object.entries(columns).map(([part, column]) => [prefixedKey(prefix, part), column]),
  ) as Prefixed<P, C>;
}

/** A place as the user chose it: its label and its coordinates, all known (`pickup` → `pickupLabel`, …). */
export function placeColumns<P extends string>(prefix: P) {
  return prefixedColumns(prefix, (name) => ({
    label: text(name('label')).notNull(),
    lat: doublePrecision(name('lat')).notNull(),
    lon: doublePrecision(name('lon')).notNull(),
  }));
}

/** Where a trip question or a ride goes from and to: a label as the user chose it, and its coordinates. */
export function fromAndToColumns() {
  return { ...placeColumns('from'), ...placeColumns('to') };
}

/** A postal address as the geocoder gave it, each part optional (`home` → `homeStreet`, …; '' → `street`). */
export function addressColumns<P extends string>(prefix: P) {
  return prefixedColumns(prefix, (name) => ({
    street: text(name('street')),
    houseNumber: text(name('houseNumber')),
    postalCode: text(name('postalCode')),
    locality: text(name('locality')),
    countryCode: text(name('countryCode')),
    stateCode: text(name('stateCode')),
  }));
}

/**
 * A person's names as their token gave them when the row was made, kept with the row (the module keeps no
 * profiles): `driver` → `driverGivenName`, `driverFamilyName`.
 */
export function personNameColumns<P extends string>(prefix: P) {
  return prefixedColumns(prefix, (name) => ({
    givenName: text(name('givenName')).notNull(),
    familyName: text(name('familyName')).notNull(),
  }));
}

/** The bank account money is paid out to, as its holder gave it; optional until a payout is asked. */
export function ibanColumns() {
  return { iban: text('iban'), ibanHolder: text('iban_holder') };
}

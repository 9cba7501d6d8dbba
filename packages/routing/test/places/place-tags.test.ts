import { describe, expect, it } from 'vitest';
import {
  addressOf,
  localityNameOf,
  normalisePostcode,
  PLACE_TAG_KEYS,
  poiType,
  streetNameOf,
} from '../../src/places/osm/place-tags.js';

describe('normalisePostcode', () => {
  it('writes Dutch postcodes without space, in capitals', () => {
    expect(normalisePostcode('7101 ab')).toBe('7101AB');
    expect(normalisePostcode('7101AB')).toBe('7101AB');
    expect(normalisePostcode(' 7101  bn ')).toBe('7101BN');
    expect(normalisePostcode('7101Bn')).toBe('7101BN');
  });

  it('keeps other shapes as given, trimmed, and drops blanks', () => {
    expect(normalisePostcode(' 46395 ')).toBe('46395');
    expect(normalisePostcode('7101')).toBe('7101');
    expect(normalisePostcode('7101 ABC')).toBe('7101 ABC');
    expect(normalisePostcode('   ')).toBeUndefined();
    expect(normalisePostcode(undefined)).toBeUndefined();
  });
});

describe('poiType', () => {
  it('names what a place is in Dutch, by the first telling key', () => {
    expect(poiType({ amenity: 'doctors' })).toBe('huisarts');
    expect(poiType({ healthcare: 'doctor' })).toBe('huisarts');
    expect(poiType({ amenity: 'hospital', healthcare: 'hospital' })).toBe('ziekenhuis');
    expect(poiType({ amenity: 'pharmacy' })).toBe('apotheek');
    expect(poiType({ shop: 'chemist', healthcare: 'pharmacy' })).toBe('apotheek');
    expect(poiType({ amenity: 'townhall' })).toBe('gemeentehuis');
    expect(poiType({ amenity: 'place_of_worship' })).toBe('kerk');
    expect(poiType({ amenity: 'community_centre' })).toBe('dorpshuis');
    expect(poiType({ amenity: 'cafe' })).toBe('café');
    expect(poiType({ shop: 'supermarket' })).toBe('supermarkt');
    expect(poiType({ shop: 'bakery' })).toBe('bakker');
    expect(poiType({ shop: 'butcher' })).toBe('slager');
    expect(poiType({ healthcare: 'physiotherapist' })).toBe('fysiotherapeut');
    expect(poiType({ leisure: 'swimming_pool' })).toBe('zwembad');
    expect(poiType({ leisure: 'park' })).toBe('park');
    expect(poiType({ tourism: 'museum' })).toBe('museum');
    expect(poiType({ tourism: 'attraction' })).toBe('bezienswaardigheid');
    expect(poiType({ railway: 'station' })).toBe('station');
    expect(poiType({ railway: 'halt' })).toBe('station');
    expect(poiType({ office: 'government' })).toBe('gemeente');
  });

  it('gives unknown values a generic word, a known value of a later key winning', () => {
    expect(poiType({ amenity: 'courthouse' })).toBe('voorziening');
    expect(poiType({ leisure: 'bowling_alley' })).toBe('voorziening');
    expect(poiType({ shop: 'frame' })).toBe('winkel');
    expect(poiType({ shop: 'yes' })).toBe('winkel');
    expect(poiType({ office: 'it' })).toBe('kantoor');
    expect(poiType({ amenity: 'courthouse', shop: 'bakery' })).toBe('bakker');
    expect(poiType({ amenity: ' Pharmacy ' })).toBe('apotheek');
  });

  it('makes no point of interest of furniture, closed shops, railway gear or unrelated tags', () => {
    expect(poiType({ amenity: 'bench' })).toBeUndefined();
    expect(poiType({ shop: 'vacant' })).toBeUndefined();
    expect(poiType({ railway: 'level_crossing' })).toBeUndefined();
    expect(poiType({ building: 'yes', highway: 'residential' })).toBeUndefined();
    expect(poiType({ amenity: '' })).toBeUndefined();
    expect(poiType({ amenity: 'constructor' })).toBe('voorziening');
    expect(poiType({ amenity: '__proto__' })).toBe('voorziening');
  });
});

describe('addressOf', () => {
  it('reads street or place, house number, postcode and city', () => {
    expect(
      addressOf({
        'addr:street': ' Misterstraat ',
        'addr:housenumber': '14a',
        'addr:postcode': '7101 bn',
        'addr:city': 'Winterswijk',
      }),
    ).toEqual({
      name: 'Misterstraat',
      onStreet: true,
      houseNumber: '14a',
      postcode: '7101BN',
      city: 'Winterswijk',
    });
    expect(addressOf({ 'addr:place': 'Kotten', 'addr:housenumber': '2' })).toEqual({
      name: 'Kotten',
      onStreet: false,
      houseNumber: '2',
      postcode: undefined,
      city: undefined,
    });
  });

  it('needs a house number and a street or place', () => {
    expect(addressOf({ 'addr:street': 'Misterstraat' })).toBeUndefined();
    expect(addressOf({ 'addr:housenumber': '12', 'addr:city': 'Winterswijk' })).toBeUndefined();
    expect(addressOf({ 'addr:housenumber': ' ', 'addr:street': 'Misterstraat' })).toBeUndefined();
  });
});

describe('streets and localities', () => {
  it('takes named highways that are there to be walked or driven', () => {
    expect(streetNameOf({ highway: 'residential', name: 'Kerkstraat' })).toBe('Kerkstraat');
    expect(streetNameOf({ highway: 'footway', name: 'Kerkpad' })).toBe('Kerkpad');
    expect(streetNameOf({ highway: 'pedestrian', area: 'yes', name: 'Markt' })).toBe('Markt');
    expect(streetNameOf({ highway: 'secondary', ref: 'N319' })).toBeUndefined();
    expect(streetNameOf({ highway: 'proposed', name: 'Nieuwe Weg' })).toBeUndefined();
    expect(streetNameOf({ highway: 'platform', name: 'Perron 1' })).toBeUndefined();
    expect(streetNameOf({ name: 'Kerkstraat', building: 'yes' })).toBeUndefined();
  });

  it('takes cities, towns, villages and hamlets with a name', () => {
    expect(localityNameOf({ place: 'town', name: 'Winterswijk' })).toBe('Winterswijk');
    expect(localityNameOf({ place: 'hamlet', name: 'Kotten' })).toBe('Kotten');
    expect(localityNameOf({ place: 'suburb', name: 'Het Hoge' })).toBeUndefined();
    expect(localityNameOf({ place: 'village' })).toBeUndefined();
  });

  it('lists every key it reads, so a reader may drop the others', () => {
    for (const key of ['name', 'highway', 'place', 'addr:street', 'addr:postcode', 'shop', 'railway'])
      expect(PLACE_TAG_KEYS).toContain(key);
  });
});

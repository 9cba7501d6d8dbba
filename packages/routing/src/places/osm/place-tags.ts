/**
 * What an OpenStreetMap object's tags make of it as a place the geocoder offers: an address, a street, a
 * point of interest (and what kind, as a Dutch word), or a locality other places are attached to.
 * Pure rules on one object's tags; the building up is in build-places.ts.
 */
import type { OsmTags } from '../../roads/osm/road-tags.js';

/** The tag keys whose values say what a point of interest is, most telling first. */
const POI_KEYS = ['amenity', 'healthcare', 'shop', 'tourism', 'leisure', 'railway', 'office'] as const;
type PoiKey = (typeof POI_KEYS)[number];

/**
 * Dutch words per tag value, as a traveller would type them. Values not listed still make a point of
 * interest, with the key's generic word (POI_FALLBACK), unless POI_FALLBACK has none for the key.
 */
const POI_WORDS: Record<PoiKey, Readonly<Record<string, string>>> = {
  amenity: {
    doctors: 'huisarts',
    clinic: 'huisarts',
    hospital: 'ziekenhuis',
    pharmacy: 'apotheek',
    dentist: 'tandarts',
    veterinary: 'dierenarts',
    nursing_home: 'verpleeghuis',
    social_facility: 'zorginstelling',
    townhall: 'gemeentehuis',
    library: 'bibliotheek',
    school: 'school',
    college: 'school',
    kindergarten: 'kinderopvang',
    childcare: 'kinderopvang',
    university: 'universiteit',
    music_school: 'muziekschool',
    driving_school: 'rijschool',
    place_of_worship: 'kerk',
    grave_yard: 'begraafplaats',
    community_centre: 'dorpshuis',
    social_centre: 'buurthuis',
    events_venue: 'evenementenlocatie',
    theatre: 'theater',
    cinema: 'bioscoop',
    arts_centre: 'cultuurcentrum',
    restaurant: 'restaurant',
    fast_food: 'snackbar',
    cafe: 'café',
    pub: 'café',
    bar: 'bar',
    ice_cream: 'ijssalon',
    bank: 'bank',
    atm: 'geldautomaat',
    post_office: 'postkantoor',
    police: 'politiebureau',
    fire_station: 'brandweerkazerne',
    marketplace: 'markt',
    fuel: 'tankstation',
    charging_station: 'laadpaal',
    parking: 'parkeerplaats',
    bicycle_parking: 'fietsenstalling',
    bicycle_rental: 'fietsverhuur',
    car_rental: 'autoverhuur',
    bus_station: 'busstation',
    taxi: 'taxistandplaats',
    toilets: 'toilet',
    recycling: 'milieustraat',
    shelter: 'schuilhut',
  },
  healthcare: {
    doctor: 'huisarts',
    clinic: 'huisarts',
    centre: 'gezondheidscentrum',
    hospital: 'ziekenhuis',
    pharmacy: 'apotheek',
    dentist: 'tandarts',
    physiotherapist: 'fysiotherapeut',
    midwife: 'verloskundige',
    psychotherapist: 'psycholoog',
    optometrist: 'opticien',
    podiatrist: 'podotherapeut',
    speech_therapist: 'logopedist',
    occupational_therapist: 'ergotherapeut',
    dietitian: 'diëtist',
    laboratory: 'laboratorium',
    rehabilitation: 'revalidatiecentrum',
  },
  shop: {
    supermarket: 'supermarkt',
    convenience: 'buurtwinkel',
    bakery: 'bakker',
    butcher: 'slager',
    greengrocer: 'groenteboer',
    cheese: 'kaaswinkel',
    deli: 'delicatessen',
    chemist: 'drogist',
    hairdresser: 'kapper',
    beauty: 'schoonheidssalon',
    optician: 'opticien',
    florist: 'bloemist',
    garden_centre: 'tuincentrum',
    books: 'boekhandel',
    clothes: 'kledingwinkel',
    shoes: 'schoenenwinkel',
    sports: 'sportwinkel',
    toys: 'speelgoedwinkel',
    bicycle: 'fietsenwinkel',
    car: 'autobedrijf',
    car_repair: 'garage',
    doityourself: 'bouwmarkt',
    hardware: 'ijzerhandel',
    furniture: 'meubelwinkel',
    electronics: 'elektronicawinkel',
    jewelry: 'juwelier',
    gift: 'cadeauwinkel',
    pet: 'dierenwinkel',
    alcohol: 'slijterij',
    wine: 'slijterij',
    tobacco: 'tabakszaak',
    kiosk: 'kiosk',
    department_store: 'warenhuis',
    mall: 'winkelcentrum',
  },
  tourism: {
    museum: 'museum',
    gallery: 'galerie',
    hotel: 'hotel',
    motel: 'hotel',
    guest_house: 'pension',
    hostel: 'hostel',
    chalet: 'vakantiehuis',
    apartment: 'vakantiewoning',
    camp_site: 'camping',
    caravan_site: 'camperplaats',
    attraction: 'bezienswaardigheid',
    artwork: 'kunstwerk',
    viewpoint: 'uitkijkpunt',
    information: 'toeristeninformatie',
    zoo: 'dierentuin',
    theme_park: 'pretpark',
    picnic_site: 'picknickplaats',
  },
  leisure: {
    sports_centre: 'sportcentrum',
    sports_hall: 'sporthal',
    fitness_centre: 'sportschool',
    swimming_pool: 'zwembad',
    water_park: 'zwembad',
    stadium: 'stadion',
    pitch: 'sportveld',
    golf_course: 'golfbaan',
    ice_rink: 'ijsbaan',
    marina: 'jachthaven',
    park: 'park',
    garden: 'tuin',
    playground: 'speeltuin',
    nature_reserve: 'natuurgebied',
    dog_park: 'hondenuitlaatplaats',
  },
  railway: {
    station: 'station',
    halt: 'station',
  },
  office: {
    government: 'gemeente',
    insurance: 'verzekeraar',
    estate_agent: 'makelaar',
    lawyer: 'advocaat',
    notary: 'notaris',
    accountant: 'accountant',
    employment_agency: 'uitzendbureau',
    tax_advisor: 'belastingadviseur',
  },
};

/**
 * The generic word for a value not in POI_WORDS. `railway` has none: a named level crossing or signal
 * is no destination.
 */
const POI_FALLBACK: Record<PoiKey, string | undefined> = {
  amenity: 'voorziening',
  healthcare: 'voorziening',
  shop: 'winkel',
  tourism: 'voorziening',
  leisure: 'voorziening',
  railway: undefined,
  office: 'kantoor',
};

/**
 * Values that do not make a point of interest even with a name: street furniture (a memorial bench
 * named after someone), and shops that closed ("vacant", "no").
 */
const NOT_POI = new Set([
  'no',
  'vacant',
  'disused',
  'bench',
  'waste_basket',
  'waste_disposal',
  'vending_machine',
  'parking_space',
  'parking_entrance',
  'post_box',
  'hunting_stand',
  'grit_bin',
  'loading_dock',
  'letter_box',
]);

/** `highway` values that are no street to go to: plans, ruins and things stood on rather than walked. */
const NOT_STREETS = new Set([
  'proposed',
  'construction',
  'abandoned',
  'disused',
  'razed',
  'planned',
  'platform',
  'bus_stop',
  'elevator',
  'corridor',
  'no',
]);

/** The localities streets and addresses without `addr:city` are attached to. */
const LOCALITY_PLACES = new Set(['city', 'town', 'village', 'hamlet']);

/** Every tag key read here: a reader may drop all others (PBF node tags are decoded for these only). */
export const PLACE_TAG_KEYS: readonly string[] = [
  'name',
  'highway',
  'place',
  'addr:housenumber',
  'addr:street',
  'addr:place',
  'addr:postcode',
  'addr:city',
  ...POI_KEYS,
];

/** A tag value trimmed, or undefined when absent or blank. */
export function tagValue(tags: OsmTags, key: string): string | undefined {
  const value = tags[key]?.trim();
  return value ? value : undefined;
}

/**
 * What a point of interest is, as a Dutch word, or undefined when the tags make none. The name is not
 * looked at: the caller skips unnamed objects.
 */
export function poiType(tags: OsmTags): string | undefined {
  let fallback: string | undefined;
  for (const key of POI_KEYS) {
    const value = tagValue(tags, key)?.toLowerCase();
    if (value === undefined || NOT_POI.has(value)) continue;
    const word = Object.hasOwn(POI_WORDS[key], value) ? POI_WORDS[key][value] : undefined;
    if (word !== undefined) return word;
    fallback ??= POI_FALLBACK[key];
  }
  return fallback;
}

/**
 * A postcode in the Dutch form without space and in capitals ("7101 ab" → "7101AB"); anything else
 * (a German "46395" across the border, a typo) as given, trimmed. Undefined when blank.
 */
export function normalisePostcode(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const dutch = /^(\d{4})\s*([a-zA-Z]{2})$/.exec(value);
  return dutch ? `${dutch[1]}${dutch[2]!.toUpperCase()}` : value;
}

export interface AddressTags {
  /** addr:street, else addr:place (a hamlet or estate whose houses have no street). */
  name: string;
  /** Whether `name` is a street (addr:street): only those vote on a street's locality. */
  onStreet: boolean;
  houseNumber: string;
  postcode: string | undefined;
  city: string | undefined;
}

/** The address the tags give, or undefined without a house number or a street (or place) name. */
export function addressOf(tags: OsmTags): AddressTags | undefined {
  const houseNumber = tagValue(tags, 'addr:housenumber');
  if (houseNumber === undefined) return undefined;
  const street = tagValue(tags, 'addr:street');
  const name = street ?? tagValue(tags, 'addr:place');
  if (name === undefined) return undefined;
  return {
    name,
    onStreet: street !== undefined,
    houseNumber,
    postcode: normalisePostcode(tags['addr:postcode']),
    city: tagValue(tags, 'addr:city'),
  };
}

/** The street name of a named highway way, or undefined when the way is no named street. */
export function streetNameOf(tags: OsmTags): string | undefined {
  const highway = tagValue(tags, 'highway');
  if (highway === undefined || NOT_STREETS.has(highway.toLowerCase())) return undefined;
  return tagValue(tags, 'name');
}

/** The name of a city, town, village or hamlet node, else undefined. */
export function localityNameOf(tags: OsmTags): string | undefined {
  const place = tagValue(tags, 'place');
  if (place === undefined || !LOCALITY_PLACES.has(place.toLowerCase())) return undefined;
  return tagValue(tags, 'name');
}

/**
 * OpenStreetMap nodes and ways → RegionPlaces: the streets, addresses and points of interest the
 * geocoder offers.
 *
 * It rides along on the road graph's two passes over the file (see build-road-graph.ts):
 *   pass 1  every tagged node (`addNode`: addresses, points of interest and localities come with their
 *           own coordinates) and every way (`addWay`: named streets, buildings with an address, points
 *           of interest drawn as an outline), of which only node ids are kept;
 *   pass 2  every node's coordinates (`setNode`), of which only the ones those ways use are kept;
 *   finish  centres of outlines, each street's locality, merging, sorting, the string table.
 *
 * What a place is: addresses are nodes and closed ways with addr:housenumber and addr:street (or
 * addr:place), at the node or the mean of the outline's nodes. Streets are named highway ways, merged per
 * street name and locality, at the middle of the longest way. A street's locality is the addr:city most
 * used by addresses on that street within 1 km of the way, else the nearest locality node; addresses and
 * points of interest without addr:city get the nearest locality too. Multipolygon relations (large
 * buildings, some parks) are not read: their addresses and names are left out.
 *
 * Memory, for a Gelderland extract (~25 M nodes; ~1 M addresses, mostly nodes from the BAG import;
 * ~0.5 M named highway ways; ~0.1 M outlines with an address or a name worth a point of interest):
 *   pass 1   42 B per address or point of interest, up to twice that in growth slack           ≤  90 MB
 *            36 B per street way (four sample node ids, not all its nodes, and the name)       ≤  40 MB
 *            8 B per outline node reference (~1 M)                                             ≤  16 MB
 *            the string table: distinct names, numbers, postcodes (~0.2 M strings)             ~  25 MB
 *   pass 2   sorted ids and coordinates, 24 B per node those ways use (~2 M)                   ~  50 MB
 *   finish   28 B per address voting on street localities, the places found (41 B each, up to
 *            twice that in growth slack), the sort order and the output arrays (41 B each)     ≤ 170 MB
 * so a peak of about 0.35 GB on top of the road graph's, and nothing kept per node no place uses.
 * (Measured: a synthetic 6 M-node extract with 1.1 M addresses, 185 k named street ways and 110 k
 * outlines adds ~180 MB to the peak of reading its roads, and 5 to 8 s to the read's 7 s.)
 */
import { StringTable } from '../../util/string-table.js';
import type { BBox } from '../../gtfs/clip-feed.js';
import { haversineMeters } from '../../geo/distance.js';
import { Growable } from '../../roads/osm/growable.js';
import { NodeTable } from '../../roads/osm/node-table.js';
import type { OsmTags } from '../../roads/osm/road-tags.js';
import { PLACE_KINDS, type PlaceKind, type RegionPlaces } from '../region-places.js';
import { NearestLocality } from './nearest-locality.js';
import { addressOf, localityNameOf, poiType, streetNameOf, tagValue } from './place-tags.js';

export interface OsmPlacesOptions {
  /** [minLon, minLat, maxLon, maxLat]: places outside are dropped (a street by the point it is given). */
  bbox?: BBox;
}

export interface OsmPlacesReport {
  streets: number;
  addresses: number;
  pointsOfInterest: number;
  /** Named highway ways read: a street is usually several. */
  streetWays: number;
  /** Addresses and points of interest drawn as an outline (placed at its centre), kept or not. */
  outlines: number;
  /** Locality nodes (city, town, village, hamlet) read, inside the bbox or not. */
  localities: number;
  /** Addresses, points of interest and street ways outside the bbox. */
  outsideBbox: number;
  /** Outlines with none of their nodes in the file, and street ways missing their middle nodes. */
  missingNodes: number;
}

/** An OSM node with its tags, for building places from data in memory. */
export interface OsmPlaceNode {
  id: number;
  lat: number;
  lon: number;
  tags?: OsmTags;
}

const STREET = PLACE_KINDS.indexOf('street');
const ADDRESS = PLACE_KINDS.indexOf('address');
/** How near an address must be to a street to vote on its locality. */
const VOTE_METERS = 1000;
/** 1 km in degrees of latitude, generously (a degree is at least 110.5 km). */
const VOTE_DEGREES = VOTE_METERS / 110_000;

/**
 * OSM's coordinate precision (about 1 cm): XML and PBF copies of one file give the same places to the
 * last bit, and centres carry no spurious digits.
 */
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

export class OsmPlacesBuilder {
  // The string table while reading: every name, number, postcode and city, once.
  private readonly table = new StringTable();

  // Addresses and points of interest, one row each. A row drawn as an outline has NaN coordinates
  // until `finish` and the outline's index in `outline`; a node's row has −1 there.
  private readonly kind = new Growable(Uint8Array);
  private readonly onStreet = new Growable(Uint8Array);
  private readonly lat = new Growable(Float64Array);
  private readonly lon = new Growable(Float64Array);
  private readonly outline = new Growable(Int32Array);
  private readonly name = new Growable(Int32Array);
  private readonly houseNumber = new Growable(Int32Array);
  private readonly postcode = new Growable(Int32Array);
  private readonly city = new Growable(Int32Array);
  private readonly poiType = new Growable(Int32Array);

  // Outlines: node ids of outline o are outlineRefs[outlineStart[o] … outlineStart[o+1]).
  private readonly outlineRefs = new Growable(Float64Array);
  private readonly outlineStart = new Growable(Int32Array);

  // Street ways: the name and four node ids, first, the two middle ones (the same one when the way has
  // an odd number of nodes) and last: enough for a point on the street, its length and where it runs.
  private readonly streetName = new Growable(Int32Array);
  private readonly streetRefs = new Growable(Float64Array);

  private readonly localityLat = new Growable(Float64Array);
  private readonly localityLon = new Growable(Float64Array);
  private readonly localityName = new Growable(Int32Array);

  private nodes: NodeTable | undefined;

  constructor(private readonly options: OsmPlacesOptions = {}) {
    this.outlineStart.push(0);
  }

  /** Pass 1: a node with tags (nodes without tags may be left out). */
  addNode(lat: number, lon: number, tags: OsmTags): void {
    this.checkPass1('addNode');
    const [y, x] = [round7(lat), round7(lon)];
    const locality = localityNameOf(tags);
    if (locality !== undefined) {
      this.localityLat.push(y);
      this.localityLon.push(x);
      this.localityName.push(this.table.id(locality));
    }
    this.addPlaces(tags, y, x, -1, true);
  }

  /** Pass 1: every way of the file. */
  addWay(refs: ArrayLike<number>, tags: OsmTags): void {
    this.checkPass1('addWay');
    const n = refs.length;
    if (n === 0) return;
    const street = streetNameOf(tags);
    if (street !== undefined) {
      this.streetName.push(this.table.id(street));
      this.streetRefs.push(refs[0]!);
      this.streetRefs.push(refs[(n - 1) >> 1]!);
      this.streetRefs.push(refs[n >> 1]!);
      this.streetRefs.push(refs[n - 1]!);
    }
    const closed = n >= 4 && refs[0] === refs[n - 1];
    const isAddress = closed && addressOf(tags) !== undefined;
    const isPoi = tagValue(tags, 'name') !== undefined && poiType(tags) !== undefined;
    if (!isAddress && !isPoi) return;
    // The closing node would count the first one twice in the centre.
    const end = closed ? n - 1 : n;
    for (let i = 0; i < end; i++) this.outlineRefs.push(refs[i]!);
    this.outlineStart.push(this.outlineRefs.length);
    this.addPlaces(tags, NaN, NaN, this.outlineStart.length - 2, isAddress);
  }

  /** Pass 2: every node of the file (the ones no outline or street needs are ignored). */
  setNode(id: number, lat: number, lon: number): void {
    this.nodes ??= new NodeTable(this.neededNodeIds());
    this.nodes.set(id, lat, lon);
  }

  /** Whether pass 2 has anything to fill: without streets or outlines it may be skipped. */
  get needsNodes(): boolean {
    return this.outlineRefs.length > 0 || this.streetRefs.length > 0;
  }

  finish(): { places: RegionPlaces; report: OsmPlacesReport } {
    const nodes = (this.nodes ??= new NodeTable(this.neededNodeIds()));
    const report: OsmPlacesReport = {
      streets: 0,
      addresses: 0,
      pointsOfInterest: 0,
      streetWays: this.streetName.length,
      outlines: 0,
      localities: this.localityName.length,
      outsideBbox: 0,
      missingNodes: 0,
    };
    const rank = this.stringRanks();
    const [localityLat, localityLon, localityName] = [
      this.localityLat.view(),
      this.localityLon.view(),
      this.localityName.view(),
    ];
    // Equally near: the first name in code-unit order, then the southernmost, westernmost.
    const localities = new NearestLocality(
      localityLat,
      localityLon,
      localityName,
      (a, b) =>
        rank[localityName[a]!]! - rank[localityName[b]!]! ||
        localityLat[a]! - localityLat[b]! ||
        localityLon[a]! - localityLon[b]!,
    );
    this.placeOutlines(nodes, report);
    const out = new PlaceRows();
    this.addStreets(nodes, localities, rank, out, report);

    const kind = this.kind.view();
    const lat = this.lat.view();
    const lon = this.lon.view();
    const city = this.city.view();
    for (let r = 0; r < kind.length; r++) {
      if (Number.isNaN(lat[r]!)) continue;
      if (!this.inside(lat[r]!, lon[r]!)) {
        report.outsideBbox++;
        continue;
      }
      const locality = city[r]! >= 0 ? city[r]! : localities.nameNear(lat[r]!, lon[r]!);
      out.push(
        kind[r]!,
        lat[r]!,
        lon[r]!,
        this.name.get(r),
        this.houseNumber.get(r),
        this.postcode.get(r),
        locality,
        this.poiType.get(r),
      );
      if (kind[r] === ADDRESS) report.addresses++;
      else report.pointsOfInterest++;
    }
    return { places: out.sorted(this.table.strings, rank), report };
  }

  private checkPass1(what: string): void {
    if (this.nodes !== undefined)
      throw new Error(`OsmPlacesBuilder.${what}: pass 1 is over (setNode was called)`);
  }

  /** The address and point-of-interest rows of one node or outline. */
  private addPlaces(tags: OsmTags, lat: number, lon: number, outline: number, mayBeAddress: boolean): void {
    // An open way's address tags make no address: an addr:interpolation line, a street.
    const address = mayBeAddress ? addressOf(tags) : undefined;
    const city = tagValue(tags, 'addr:city');
    if (address !== undefined) {
      this.addRow('address', lat, lon, outline, address.name, address.houseNumber, address.postcode, city);
      this.onStreet.push(address.onStreet ? 1 : 0);
    }
    const name = tagValue(tags, 'name');
    const type = name === undefined ? undefined : poiType(tags);
    if (name !== undefined && type !== undefined) {
      this.addRow('poi', lat, lon, outline, name, undefined, undefined, city, type);
      this.onStreet.push(0);
    }
  }

  private addRow(
    kind: PlaceKind,
    lat: number,
    lon: number,
    outline: number,
    name: string,
    houseNumber: string | undefined,
    postcode: string | undefined,
    city: string | undefined,
    type?: string,
  ): void {
    this.kind.push(PLACE_KINDS.indexOf(kind));
    this.lat.push(lat);
    this.lon.push(lon);
    this.outline.push(outline);
    this.name.push(this.table.id(name));
    this.houseNumber.push(this.table.id(houseNumber));
    this.postcode.push(this.table.id(postcode));
    this.city.push(this.table.id(city));
    this.poiType.push(this.table.id(type));
  }

  /** The node ids outlines and street ways use, sorted, each once. */
  private neededNodeIds(): Float64Array {
    const outline = this.outlineRefs.view();
    const street = this.streetRefs.view();
    const ids = new Float64Array(outline.length + street.length);
    ids.set(outline);
    ids.set(street, outline.length);
    ids.sort();
    let unique = 0;
    for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[unique - 1]) ids[unique++] = ids[i]!;
    return ids.slice(0, unique);
  }

  /** Rows drawn as outlines get the mean of the outline's nodes the file has. */
  private placeOutlines(nodes: NodeTable, report: OsmPlacesReport): void {
    const refs = this.outlineRefs.view();
    const start = this.outlineStart.view();
    const count = start.length - 1;
    report.outlines = count;
    const centreLat = new Float64Array(count);
    const centreLon = new Float64Array(count);
    for (let o = 0; o < count; o++) {
      let [sumLat, sumLon, found] = [0, 0, 0];
      for (let k = start[o]!; k < start[o + 1]!; k++) {
        const i = nodes.indexOf(refs[k]!);
        if (i < 0 || Number.isNaN(nodes.lat[i]!)) continue;
        sumLat += nodes.lat[i]!;
        sumLon += nodes.lon[i]!;
        found++;
      }
      if (found === 0) report.missingNodes++;
      centreLat[o] = found > 0 ? round7(sumLat / found) : NaN;
      centreLon[o] = found > 0 ? round7(sumLon / found) : NaN;
    }
    const outline = this.outline.view();
    const lat = this.lat.view();
    const lon = this.lon.view();
    for (let r = 0; r < outline.length; r++) {
      if (outline[r]! < 0) continue;
      lat[r] = centreLat[outline[r]!]!;
      lon[r] = centreLon[outline[r]!]!;
    }
  }

  /**
   * One street per street name and locality: each way gets a locality (by the addresses along it, else
   * the nearest locality), and the longest way of each group gives the point.
   */
  private addStreets(
    nodes: NodeTable,
    localities: NearestLocality,
    rank: Int32Array,
    out: PlaceRows,
    report: OsmPlacesReport,
  ): void {
    const votes = new StreetVotes(
      this.kind.view(),
      this.onStreet.view(),
      this.name.view(),
      this.lat.view(),
      this.lon.view(),
      this.city.view(),
      rank,
    );
    const names = this.streetName.view();
    const refs = this.streetRefs.view();
    /** Per street name and locality: the way giving the point, its length and the point. */
    const best = new Map<
      string,
      { meters: number; lat: number; lon: number; name: number; locality: number }
    >();
    const sampleLat = new Float64Array(4);
    const sampleLon = new Float64Array(4);
    for (let w = 0; w < names.length; w++) {
      let samples = 0;
      let middle = 0;
      for (let k = 0; k < 4; k++) {
        const i = nodes.indexOf(refs[4 * w + k]!);
        const found = i >= 0 && !Number.isNaN(nodes.lat[i]!);
        if (k === 1 || k === 2) middle += found ? 1 : 0;
        if (!found) continue;
        sampleLat[samples] = nodes.lat[i]!;
        sampleLon[samples++] = nodes.lon[i]!;
      }
      if (middle < 2) {
        report.missingNodes++;
        continue;
      }
      const [midLat, midLon] = this.middleOf(nodes, w);
      if (!this.inside(midLat, midLon)) {
        report.outsideBbox++;
        continue;
      }
      let meters = 0;
      for (let s = 1; s < samples; s++)
        meters += haversineMeters(sampleLat[s - 1]!, sampleLon[s - 1]!, sampleLat[s]!, sampleLon[s]!);
      const name = names[w]!;
      let locality = votes.cityOf(name, sampleLat.subarray(0, samples), sampleLon.subarray(0, samples));
      if (locality < 0) locality = localities.nameNear(midLat, midLon);
      const key = `${name} ${locality}`;
      const current = best.get(key);
      if (
        current === undefined ||
        meters > current.meters ||
        (meters === current.meters &&
          (midLat < current.lat || (midLat === current.lat && midLon < current.lon)))
      ) {
        best.set(key, { meters, lat: midLat, lon: midLon, name, locality });
      }
    }
    for (const street of best.values()) {
      out.push(STREET, street.lat, street.lon, street.name, -1, -1, street.locality, -1);
    }
    report.streets = best.size;
  }

  /** Street way w's middle: its middle node, or halfway between its two middle nodes. */
  private middleOf(nodes: NodeTable, w: number): [number, number] {
    const a = nodes.indexOf(this.streetRefs.get(4 * w + 1));
    const b = nodes.indexOf(this.streetRefs.get(4 * w + 2));
    return [round7((nodes.lat[a]! + nodes.lat[b]!) / 2), round7((nodes.lon[a]! + nodes.lon[b]!) / 2)];
  }

  private inside(lat: number, lon: number): boolean {
    const bbox = this.options.bbox;
    return bbox === undefined || (lon >= bbox[0] && lat >= bbox[1] && lon <= bbox[2] && lat <= bbox[3]);
  }

  /** Each string's position in code-unit order: comparing ranks compares the strings. */
  private stringRanks(): Int32Array {
    const strings = this.table.strings;
    const order = Array.from(strings.keys()).sort((a, b) => compareText(strings[a]!, strings[b]!));
    const rank = new Int32Array(strings.length);
    order.forEach((id, position) => (rank[id] = position));
    return rank;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Which addr:city the addresses on a street use: the addresses with a street name and a city, sorted by
 * name and latitude (copied out in that order), so the ones on one street within a band of latitudes
 * are a slice found by bisection.
 */
class StreetVotes {
  private readonly name: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly city: Int32Array;
  private readonly counts = new Map<number, number>();

  constructor(
    kind: Uint8Array,
    onStreet: Uint8Array,
    name: Int32Array,
    lat: Float64Array,
    lon: Float64Array,
    city: Int32Array,
    private readonly rank: Int32Array,
  ) {
    const votes = (r: number) =>
      kind[r] === ADDRESS && onStreet[r] === 1 && city[r]! >= 0 && !Number.isNaN(lat[r]!);
    let count = 0;
    for (let r = 0; r < kind.length; r++) if (votes(r)) count++;
    const order = new Int32Array(count);
    count = 0;
    for (let r = 0; r < kind.length; r++) if (votes(r)) order[count++] = r;
    order.sort((a, b) => name[a]! - name[b]! || lat[a]! - lat[b]!);
    this.name = new Int32Array(count);
    this.lat = new Float64Array(count);
    this.lon = new Float64Array(count);
    this.city = new Int32Array(count);
    order.forEach((r, k) => {
      this.name[k] = name[r]!;
      this.lat[k] = lat[r]!;
      this.lon[k] = lon[r]!;
      this.city[k] = city[r]!;
    });
  }

  /**
   * The city most used by addresses on street `name` within 1 km of any of the way's sample points
   * (ties: the first in code-unit order), or −1 when none is.
   */
  cityOf(name: number, lats: Float64Array, lons: Float64Array): number {
    let [south, north] = [Infinity, -Infinity];
    for (const y of lats) [south, north] = [Math.min(south, y), Math.max(north, y)];
    south -= VOTE_DEGREES;
    north += VOTE_DEGREES;
    // Degrees of longitude shrink towards the poles: at the band's edge nearest a pole the least.
    const cosLat = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
    const counts = this.counts;
    counts.clear();
    for (let k = this.lowerBound(name, south); k < this.name.length; k++) {
      if (this.name[k] !== name || this.lat[k]! > north) break;
      const [y, x] = [this.lat[k]!, this.lon[k]!];
      for (let s = 0; s < lats.length; s++) {
        // Cheap rejects first: more than 1 km north, south, east or west.
        if (Math.abs(lats[s]! - y) > VOTE_DEGREES || Math.abs(lons[s]! - x) * cosLat > VOTE_DEGREES) continue;
        if (haversineMeters(lats[s]!, lons[s]!, y, x) <= VOTE_METERS) {
          counts.set(this.city[k]!, (counts.get(this.city[k]!) ?? 0) + 1);
          break;
        }
      }
    }
    let best = -1;
    let bestCount = 0;
    for (const [city, count] of counts) {
      if (count > bestCount || (count === bestCount && this.rank[city]! < this.rank[best]!)) {
        best = city;
        bestCount = count;
      }
    }
    return best;
  }

  /** The first position whose address is on `name` at `lat` or north of it (or on a later name). */
  private lowerBound(name: number, lat: number): number {
    let [lo, hi] = [0, this.name.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.name[mid]! < name || (this.name[mid] === name && this.lat[mid]! < lat)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The places found, collected unsorted, then put in their fixed order with a fresh string table. */
class PlaceRows {
  readonly kind = new Growable(Uint8Array);
  readonly lat = new Growable(Float64Array);
  readonly lon = new Growable(Float64Array);
  readonly name = new Growable(Int32Array);
  readonly houseNumber = new Growable(Int32Array);
  readonly postcode = new Growable(Int32Array);
  readonly locality = new Growable(Int32Array);
  readonly poiType = new Growable(Int32Array);

  push(
    kind: number,
    lat: number,
    lon: number,
    name: number,
    houseNumber: number,
    postcode: number,
    locality: number,
    poiType: number,
  ): void {
    this.kind.push(kind);
    this.lat.push(lat);
    this.lon.push(lon);
    this.name.push(name);
    this.houseNumber.push(houseNumber);
    this.postcode.push(postcode);
    this.locality.push(locality);
    this.poiType.push(poiType);
  }

  /**
   * Sorted by kind, name, house number (12 before 12a before 13), coordinates, then the other fields;
   * the strings each once, in order of first use. The same file gives the same arrays.
   */
  sorted(strings: readonly string[], rank: Int32Array): RegionPlaces {
    const [kind, lat, lon] = [this.kind.view(), this.lat.view(), this.lon.view()];
    const [name, houseNumber, postcode, locality, poiType] = [
      this.name.view(),
      this.houseNumber.view(),
      this.postcode.view(),
      this.locality.view(),
      this.poiType.view(),
    ];
    const r = (id: number) => (id < 0 ? -1 : rank[id]!);
    const number = houseNumberValues(strings);
    const n = (id: number) => (id < 0 ? -1 : number[id]!);
    const order = new Int32Array(kind.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort(
      (a, b) =>
        kind[a]! - kind[b]! ||
        r(name[a]!) - r(name[b]!) ||
        n(houseNumber[a]!) - n(houseNumber[b]!) ||
        r(houseNumber[a]!) - r(houseNumber[b]!) ||
        lat[a]! - lat[b]! ||
        lon[a]! - lon[b]! ||
        r(postcode[a]!) - r(postcode[b]!) ||
        r(locality[a]!) - r(locality[b]!) ||
        r(poiType[a]!) - r(poiType[b]!),
    );
    const table: string[] = [];
    const ids = new Map<number, number>();
    const remap = (id: number): number => {
      if (id < 0) return -1;
      let fresh = ids.get(id);
      if (fresh === undefined) {
        fresh = table.length;
        table.push(strings[id]!);
        ids.set(id, fresh);
      }
      return fresh;
    };
    const count = order.length;
    const places: RegionPlaces = {
      kind: new Uint8Array(count),
      lat: new Float64Array(count),
      lon: new Float64Array(count),
      name: new Int32Array(count),
      houseNumber: new Int32Array(count),
      postcode: new Int32Array(count),
      locality: new Int32Array(count),
      poiType: new Int32Array(count),
      strings: table,
    };
    for (let i = 0; i < count; i++) {
      const row = order[i]!;
      places.kind[i] = kind[row]!;
      places.lat[i] = lat[row]!;
      places.lon[i] = lon[row]!;
      places.name[i] = remap(name[row]!);
      places.houseNumber[i] = remap(houseNumber[row]!);
      places.postcode[i] = remap(postcode[row]!);
      places.locality[i] = remap(locality[row]!);
      places.poiType[i] = remap(poiType[row]!);
    }
    return places;
  }
}

/** The number a house number starts with ("12a" → 12), or a large value when it starts otherwise. */
function houseNumberValues(strings: readonly string[]): Float64Array {
  const values = new Float64Array(strings.length);
  strings.forEach((text, id) => {
    const digits = /^\d+/.exec(text);
    values[id] = digits ? Number(digits[0]) : Number.MAX_SAFE_INTEGER;
  });
  return values;
}

/**
 * The places of OSM data already in memory (small extracts, tests). Nodes are read twice, as the file
 * reader reads the file twice: first with their tags, then for the coordinates of outlines and streets.
 */
export function buildRegionPlaces(
  nodes: readonly OsmPlaceNode[],
  ways: Iterable<{ refs: ArrayLike<number>; tags: OsmTags }>,
  options: OsmPlacesOptions = {},
): { places: RegionPlaces; report: OsmPlacesReport } {
  const builder = new OsmPlacesBuilder(options);
  for (const node of nodes) if (node.tags) builder.addNode(node.lat, node.lon, node.tags);
  for (const way of ways) builder.addWay(way.refs, way.tags);
  for (const node of nodes) builder.setNode(node.id, node.lat, node.lon);
  return builder.finish();
}

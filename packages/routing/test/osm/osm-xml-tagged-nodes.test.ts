import { describe, expect, it } from 'vitest';
import { OsmXmlScanner } from '../../src/osm/osm-xml.js';
import type { OsmTags } from '../../src/roads/osm/road-tags.js';
import { cutIntoChunks } from './cut-into-chunks.js';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="JOSM">
  <node id="1" lat="51.9700000" lon="6.7100000">
    <tag k="shop" v="bakery"/>
    <tag k="name" v="Bakker &amp; Zn"/>
  </node>
  <node id="2" lat="51.9702" lon="6.7115"/>
  <node id="3" lat="51.9704" lon="6.7130"></node>
  <node id="4" action="delete" lat="51.9706" lon="6.7145"><tag k="amenity" v="cafe"/></node>
  <node id="5" lat="51.9708" lon="6.7160"><tag k="__proto__" v="odd"/></node>
  <way id="100">
    <nd ref="1"/><nd ref="2"/>
    <tag k="highway" v="residential"/>
    <tag k="name" v="Misterstraat"/>
  </way>
  <relation id="300"><member type="way" ref="100" role=""/><tag k="type" v="route"/></relation>
</osm>`;

function scan(chunks: string[]) {
  const nodes: [number, number, number][] = [];
  const tagged: [number, number, number, OsmTags][] = [];
  const ways: [number[], OsmTags][] = [];
  const scanner = new OsmXmlScanner({
    node: (id, lat, lon) => nodes.push([id, lat, lon]),
    taggedNode: (id, lat, lon, tags) => tagged.push([id, lat, lon, { ...tags }]),
    way: (refs, tags) => ways.push([refs, { ...tags }]),
  });
  for (const chunk of chunks) scanner.write(chunk);
  scanner.close();
  return { nodes, tagged, ways };
}

describe('OsmXmlScanner', () => {
  it('reports every node, the tagged ones again with their tags, and ways', () => {
    const { nodes, tagged, ways } = scan([XML]);
    expect(nodes.map((n) => n[0])).toEqual([1, 2, 3, 5]);
    expect(tagged).toEqual([
      [1, 51.97, 6.71, { shop: 'bakery', name: 'Bakker & Zn' }],
      [5, 51.9708, 6.716, { ['__proto__']: 'odd' }],
    ]);
    expect(ways).toEqual([[[1, 2], { highway: 'residential', name: 'Misterstraat' }]]);
  });

  it('gives the same result however the text is cut into chunks', () => {
    const whole = scan([XML]);
    for (const size of [1, 5, 64]) expect(scan(cutIntoChunks(XML, size))).toEqual(whole);
  });

  it('calls only the handlers it is given', () => {
    const tagged: number[] = [];
    const scanner = new OsmXmlScanner({ taggedNode: (id) => tagged.push(id) });
    scanner.write(XML);
    scanner.close();
    expect(tagged).toEqual([1, 5]);
  });

  it('throws as the road scanner does', () => {
    expect(() => scan(['<gpx></gpx>'])).toThrow(/root element is <gpx>, not <osm>/);
    expect(() => scan(['<osm><node id="1" lat="51.9" lon=""/></osm>'])).toThrow(/lon "" is not a number/);
    expect(() => scan(['<osm><way id="1"><nd ref="x"/></way></osm>'])).toThrow(/nd ref "x" is not a number/);
    expect(() => scan(['<osm><node id="1" lat="1" lon="2"></osm>'])).toThrow(/unexpected close tag/);
    expect(() => scan([''])).toThrow();
  });
});

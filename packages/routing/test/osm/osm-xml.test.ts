import { describe, expect, it } from 'vitest';
import { OsmXmlScanner } from '../../src/osm/osm-xml.js';
import type { OsmTags } from '../../src/roads/osm/road-tags.js';
import { cutIntoChunks } from './cut-into-chunks.js';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="JOSM">
  <bounds minlat="51.96" minlon="6.70" maxlat="51.98" maxlon="6.73"/>
  <node id="1" lat="51.9700000" lon="6.7100000"><tag k="highway" v="crossing"/></node>
  <node id="2" lat="51.9702" lon="6.7115" visible="true"/>
  <node id="-3" action="modify" lat="51.9704" lon="6.7130"/>
  <node id="4" action="delete" lat="51.9706" lon="6.7145"/>
  <way id="100">
    <nd ref="1"/><nd ref="2"/><nd ref="-3"/>
    <tag k="highway" v="residential"/>
    <tag k="name" v="Markt &amp; Kerkplein"/>
    <tag k="__proto__" v="odd"/>
  </way>
  <way id="101" action="delete"><nd ref="2"/><nd ref="4"/><tag k="highway" v="service"/></way>
  <way id="102" visible="false"><nd ref="1"/><nd ref="4"/><tag k="highway" v="service"/></way>
  <way id="103"/>
  <relation id="300"><member type="way" ref="100" role=""/><tag k="type" v="route"/></relation>
</osm>`;

function scan(chunks: string[]) {
  const nodes: [number, number, number][] = [];
  const ways: [number[], OsmTags][] = [];
  const scanner = new OsmXmlScanner({
    node: (id, lat, lon) => nodes.push([id, lat, lon]),
    way: (refs, tags) => ways.push([refs, tags]),
  });
  for (const chunk of chunks) scanner.write(chunk);
  scanner.close();
  return { nodes, ways };
}

describe('OsmXmlScanner', () => {
  it('reports nodes and ways with their refs and tags, skipping deleted objects and relations', () => {
    const { nodes, ways } = scan([XML]);
    expect(nodes).toEqual([
      [1, 51.97, 6.71],
      [2, 51.9702, 6.7115],
      [-3, 51.9704, 6.713],
    ]);
    expect(ways).toHaveLength(2);
    expect(ways[0]![0]).toEqual([1, 2, -3]);
    expect({ ...ways[0]![1] }).toEqual({
      highway: 'residential',
      name: 'Markt & Kerkplein',
      ['__proto__']: 'odd',
    });
    expect(Object.keys(ways[0]![1])).toEqual(['highway', 'name', '__proto__']);
    expect(ways[1]![0]).toEqual([]);
  });

  it('gives the same result however the text is cut into chunks', () => {
    const whole = scan([XML]);
    for (const size of [1, 7, 64]) expect(scan(cutIntoChunks(XML, size))).toEqual(whole);
  });

  it('calls only the handlers it is given', () => {
    let nodes = 0;
    const scanner = new OsmXmlScanner({ node: () => nodes++ });
    scanner.write(XML);
    scanner.close();
    expect(nodes).toBe(3);
  });

  it('throws on broken XML, a foreign root, bad numbers and an empty document', () => {
    expect(() => scan(['<osm><way id="1"></osm>'])).toThrow(/unexpected close tag/);
    expect(() => scan(['<gpx></gpx>'])).toThrow(/root element is <gpx>, not <osm>/);
    expect(() => scan(['<osm><node id="1" lat="51.9" lon=""/></osm>'])).toThrow(/lon "" is not a number/);
    expect(() => scan(['<osm><way id="1"><nd ref="x"/></way></osm>'])).toThrow(/nd ref "x" is not a number/);
    expect(() => scan(['<osm><node id="1" lat="51.9"/></osm>'])).toThrow(/lon "" is not a number/);
    expect(() => scan([''])).toThrow();
    expect(() => scan(['<osm>'])).toThrow();
  });

  it('names the file and position in its errors', () => {
    const scanner = new OsmXmlScanner({ node: () => {} }, 'gelderland.osm');
    expect(() => scanner.write('<osm>\n  <node id="1" lat="x" lon="6"/>\n')).toThrow(
      /^gelderland\.osm:2:\d+: lat "x"/,
    );
  });
});

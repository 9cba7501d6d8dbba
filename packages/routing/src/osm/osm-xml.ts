/**
 * A streaming reader of OpenStreetMap XML (`.osm`, as JOSM and the OSM API write it): feed it text in
 * chunks of any size and it calls back per node (and again with its tags, for the nodes that have some:
 * addresses, points of interest and localities are mostly nodes) and per way. Pure; the Node reader
 * feeds it a file. Relations and metadata are skipped.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { OsmTags } from '../roads/osm/road-tags.js';

export interface OsmHandlers {
  node?(id: number, lat: number, lon: number): void;
  way?(refs: number[], tags: OsmTags): void;
  /** A node with at least one tag, once its tags are read (after `node` for the same node). */
  taggedNode?(id: number, lat: number, lon: number, tags: OsmTags): void;
}

interface Open {
  kind: 'node' | 'way';
  id: number;
  lat: number;
  lon: number;
  refs: number[];
  tags: Record<string, string>;
  tagCount: number;
}

export class OsmXmlScanner {
  private readonly parser: SaxesParser<{ xmlns: false; fileName?: string }>;
  private sawRoot = false;
  private element: Open | undefined;

  /** `fileName` goes into error messages ("file:line:column: …"). */
  constructor(
    private readonly handlers: OsmHandlers,
    fileName?: string,
  ) {
    this.parser = new SaxesParser({ xmlns: false, ...(fileName === undefined ? {} : { fileName }) });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag.name));
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  /** Ends the input; throws when the document is incomplete or empty. */
  close(): void {
    this.parser.close();
    if (!this.sawRoot) throw new Error('no <osm> element');
  }

  private open(tag: SaxesTagPlain): void {
    const a = tag.attributes;
    const handlers = this.handlers;
    if (!this.sawRoot) {
      if (tag.name !== 'osm') this.parser.fail(`root element is <${tag.name}>, not <osm>`);
      this.sawRoot = true;
      return;
    }
    // JOSM marks deleted objects instead of leaving them out; the API marks deleted versions.
    const deleted = a.action === 'delete' || a.visible === 'false';
    switch (tag.name) {
      case 'node':
        if (deleted || (!handlers.node && !handlers.taggedNode)) break;
        {
          const id = this.number(a.id, 'node id');
          const lat = this.number(a.lat, 'lat');
          const lon = this.number(a.lon, 'lon');
          handlers.node?.(id, lat, lon);
          if (handlers.taggedNode) this.element = this.fresh('node', id, lat, lon);
        }
        break;
      case 'way':
        if (!deleted && handlers.way) this.element = this.fresh('way', 0, NaN, NaN);
        break;
      case 'nd':
        if (this.element?.kind === 'way') this.element.refs.push(this.number(a.ref, 'nd ref'));
        break;
      case 'tag':
        if (this.element !== undefined && a.k !== undefined && a.v !== undefined) {
          this.element.tags[a.k] = a.v;
          this.element.tagCount++;
        }
        break;
    }
  }

  private closeTag(name: string): void {
    const element = this.element;
    if (element === undefined || name !== element.kind) return;
    this.element = undefined;
    if (element.kind === 'way') this.handlers.way?.(element.refs, element.tags);
    else if (element.tagCount > 0)
      this.handlers.taggedNode?.(element.id, element.lat, element.lon, element.tags);
  }

  private fresh(kind: 'node' | 'way', id: number, lat: number, lon: number): Open {
    // No prototype: a tag key like "__proto__" must stay a plain key.
    return { kind, id, lat, lon, refs: [], tags: Object.create(null) as Record<string, string>, tagCount: 0 };
  }

  private number(text: string | undefined, what: string): number {
    const value = text === undefined || text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(value)) this.parser.fail(`${what} "${text ?? ''}" is not a number`);
    return value;
  }
}

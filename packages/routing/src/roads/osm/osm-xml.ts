/**
 * A streaming reader of OpenStreetMap XML (`.osm`, as JOSM and the OSM API write it): feed it text in
 * chunks of any size and it calls back per node and per way. Pure; the Node reader feeds it a file.
 * Relations, node tags and metadata are skipped: the road graph needs none of them.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { OsmTags } from './road-tags.js';

export interface OsmHandlers {
  node?(id: number, lat: number, lon: number): void;
  way?(refs: number[], tags: OsmTags): void;
}

export class OsmXmlScanner {
  private readonly parser: SaxesParser<{ xmlns: false; fileName?: string }>;
  private sawRoot = false;
  private way: { refs: number[]; tags: Record<string, string> } | undefined;

  /** `fileName` goes into error messages ("file:line:column: …"). */
  constructor(handlers: OsmHandlers, fileName?: string) {
    this.parser = new SaxesParser({ xmlns: false, ...(fileName === undefined ? {} : { fileName }) });
    this.parser.on('opentag', (tag) => this.open(tag, handlers));
    this.parser.on('closetag', (tag) => {
      if (tag.name !== 'way' || this.way === undefined) return;
      handlers.way?.(this.way.refs, this.way.tags);
      this.way = undefined;
    });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  /** Ends the input; throws when the document is incomplete or empty. */
  close(): void {
    this.parser.close();
    if (!this.sawRoot) throw new Error('no <osm> element');
  }

  private open(tag: SaxesTagPlain, handlers: OsmHandlers): void {
    const a = tag.attributes;
    if (!this.sawRoot) {
      if (tag.name !== 'osm') this.parser.fail(`root element is <${tag.name}>, not <osm>`);
      this.sawRoot = true;
      return;
    }
    // JOSM marks deleted objects instead of leaving them out; the API marks deleted versions.
    const deleted = a.action === 'delete' || a.visible === 'false';
    switch (tag.name) {
      case 'node':
        if (!deleted && handlers.node) {
          handlers.node(this.number(a.id, 'node id'), this.number(a.lat, 'lat'), this.number(a.lon, 'lon'));
        }
        break;
      case 'way':
        // No prototype: a tag key like "__proto__" must stay a plain key.
        if (!deleted && handlers.way) {
          this.way = { refs: [], tags: Object.create(null) as Record<string, string> };
        }
        break;
      case 'nd':
        this.way?.refs.push(this.number(a.ref, 'nd ref'));
        break;
      case 'tag':
        if (this.way !== undefined && a.k !== undefined && a.v !== undefined) this.way.tags[a.k] = a.v;
        break;
    }
  }

  private number(text: string | undefined, what: string): number {
    const value = text === undefined || text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(value)) this.parser.fail(`${what} "${text ?? ''}" is not a number`);
    return value;
  }
}

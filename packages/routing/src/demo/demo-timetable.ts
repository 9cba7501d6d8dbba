/**
 * The hand-written demo timetable for the Achterhoek. It is NOT the real timetable: line names are
 * neutral (T1, B1 …), times are invented but plausible (trains about 70–100 km/h between stations with a
 * minute's dwell, buses about 35–45 km/h along the road), and stops are real stops from db-hafas-stations
 * or, in villages the package has no bus stop in, a stop at the village centre (demo-stops.json, by id).
 *
 * Both trains meet at Winterswijk every half hour: T2 arrives :19/:49 and T1 :21/:51, T1 leaves :24/:54
 * and T2 :26/:56, so each arriving train connects to the other line in 5 minutes. The bus lines leave
 * the stations a few minutes after a train came in. B1–B5 run where the package has real bus stops, near
 * the border; B6–B10 connect the villages to the stations and reach them a few minutes before a train.
 */

export type DayType = 'weekday' | 'saturday' | 'sunday';

/** Departures from the first stop: first, first + every, … up to last ('HH:MM', may be 24:00 or later). */
export interface DepartureBlock {
  first: string;
  last: string;
  everyMinutes: number;
}

/** Departure blocks per day type; a missing day type has no service. */
export type ServicePattern = Partial<Record<DayType, readonly DepartureBlock[]>>;

export interface DemoLine {
  /** Short name shown on the vehicle; neutral, never a real line number. */
  shortName: string;
  longName: string;
  /** GTFS route_type: 2 rail, 3 bus. */
  routeType: 2 | 3;
  /** Ids of the stops in demo-stops.json (DB id or `geonames:<village>`), in the outward direction. */
  stops: readonly string[];
  /** Minutes from leaving stop i to arriving at stop i + 1 (outward; the return trip uses them reversed). */
  runMinutes: readonly number[];
  /** Minutes a vehicle waits at intermediate stops. */
  dwellMinutes: number;
  outward: ServicePattern;
  back: ServicePattern;
}

const block = (first: string, last: string, everyMinutes: number): DepartureBlock => ({
  first,
  last,
  everyMinutes,
});

/** 'HH:MM' for minutes since the start of the service day (may pass 24:00). */
function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Trains: half-hourly on weekdays from about 06:00 until the last ones, which arrive after midnight;
 * on weekend mornings hourly, then half-hourly. `minute` is the minute past the hour of the hourly trains,
 * chosen so that the hourly ones still make the Winterswijk connection.
 */
function trainPattern(minute: number): ServicePattern {
  const half = minute % 30;
  return {
    weekday: [block(clock(6 * 60 + half), clock(23 * 60 + 30 + half), 30)],
    saturday: [block(clock(7 * 60 + minute), clock(9 * 60 + minute), 60), halfHourlyFrom(10 * 60 + half)],
    sunday: [block(clock(8 * 60 + minute), clock(11 * 60 + minute), 60), halfHourlyFrom(12 * 60 + half)],
  };
}

function halfHourlyFrom(minutes: number): DepartureBlock {
  return block(clock(minutes), clock(23 * 60 + 30 + (minutes % 30)), 30);
}

/** Buses: hourly on weekdays, two-hourly on Saturday; with `sunday`, a few trips on Sunday afternoon. */
function busPattern(minute: number, firstHour: number, sunday = false): ServicePattern {
  const at = (hour: number) => clock(hour * 60 + minute);
  return {
    weekday: [block(at(firstHour), at(19), 60)],
    saturday: [block(at(8), at(18), 120)],
    ...(sunday ? { sunday: [block(at(10), at(16), 120)] } : {}),
  };
}

export const DEMO_LINES: readonly DemoLine[] = [
  {
    shortName: 'T1',
    longName: 'Trein Arnhem – Doetinchem – Winterswijk',
    routeType: 2,
    // Arnhem Centraal, Velperpoort, Presikhaaf, Westervoort, Duiven, Zevenaar, Didam, Wehl,
    // Doetinchem De Huet, Doetinchem, Gaanderen, Terborg, Varsseveld, Aalten, Winterswijk West, Winterswijk.
    // prettier-ignore
    stops: [
      '8400071', '8400072', '8400075', '8400103', '8400193', '8400735', '8400174', '8400686',
      '8400184', '8400177', '8400034', '8400592', '8400635', '8400045', '8400013', '8400698',
    ],
    // 73 km in 72 minutes; the short city hops are slower.
    runMinutes: [2, 2, 3, 3, 4, 4, 5, 3, 2, 4, 2, 6, 7, 9, 2],
    dwellMinutes: 1,
    // Arnhem :09/:39 → Winterswijk :21/:51; the last ones arrive after midnight.
    outward: trainPattern(9),
    // Winterswijk :24/:54 → Doetinchem :59/:29 → Arnhem :36/:06; hourly ones at :54, after T2 came in.
    back: trainPattern(54),
  },
  {
    shortName: 'T2',
    longName: 'Trein Zutphen – Ruurlo – Winterswijk',
    routeType: 2,
    // Zutphen, Vorden, Ruurlo, Lichtenvoorde-Groenlo, Winterswijk.
    stops: ['8400744', '8400661', '8400537', '8400395', '8400698'],
    // 47 km in 37 minutes.
    runMinutes: [8, 8, 10, 8],
    dwellMinutes: 1,
    // Zutphen :12/:42 → Winterswijk :49/:19.
    outward: trainPattern(12),
    // Winterswijk :26/:56 → Zutphen :03/:33.
    back: trainPattern(26),
  },
  {
    shortName: 'B1',
    longName: "Bus Doetinchem – 's-Heerenberg – Zevenaar",
    routeType: 3,
    // Doetinchem, Doetinchem De Huet, 's-Heerenberg Molenpoort, Muziekschool, Gouden Handen,
    // Elten Markt, Elten Zevenaarer Str., Zevenaar.
    stops: ['8400177', '8400184', '250096', '250097', '250100', '250625', '250628', '8400735'],
    runMinutes: [5, 17, 1, 2, 13, 1, 15],
    dwellMinutes: 0,
    // Leaves Doetinchem after the trains from Arnhem (:15) and Winterswijk (:29) came in.
    outward: busPattern(35, 6, true),
    // Leaves Zevenaar after the train from Arnhem (:27) came in; reaches Doetinchem at :34.
    back: busPattern(40, 6, true),
  },
  {
    shortName: 'B2',
    longName: 'Bus Aalten – Dinxperlo',
    routeType: 3,
    // Aalten Station (bus), Dinxperlo Weg naar De Heurne, Groene Kruis, Willem van Oranjeplein,
    // R.K. Kerk, Allee, Grens.
    stops: ['368140', '903139', '903146', '903156', '903097', '903098', '903099'],
    runMinutes: [18, 1, 1, 1, 2, 1],
    dwellMinutes: 0,
    // Leaves Aalten station after the train from Winterswijk (:36) came in.
    outward: busPattern(40, 6),
    // Reaches Aalten at :29, in time for the trains at :37 (to Arnhem) and :09 (to Winterswijk).
    back: busPattern(5, 6),
  },
  {
    shortName: 'B3',
    longName: 'Bus Winterswijk – Barlo – Bocholt',
    routeType: 3,
    // Winterswijk Busstation, Selling, Wooldseweg, Berenschot, Barlo Grenze, Barlo Mölders an der Brücke,
    // Barlo Linde, Barlo Welling, Barlo Kirche, Bocholt Europahaus, Bocholt Bahnhof.
    // prettier-ignore
    stops: [
      '901872', '901871', '901870', '901869', '916113', '900812', '900811', '900816', '900810', '901076',
      '160834',
    ],
    runMinutes: [1, 1, 4, 7, 1, 1, 3, 3, 10, 3],
    dwellMinutes: 0,
    // Leaves Winterswijk after both trains came in (:19, :21).
    outward: busPattern(28, 6),
    // Reaches Winterswijk at :49, before the trains leave at :54 and :56.
    back: busPattern(15, 6),
  },
  {
    shortName: 'B4',
    longName: 'Bus Winterswijk – Vreden',
    routeType: 3,
    // Winterswijk Busstation, Centrum, Vredensehof, Emmaschool, Großemast Zollhäuser, Klosterhook,
    // Vreden Winterswijker Str., Vreden Busbahnhof.
    stops: ['901872', '910502', '910504', '910503', '411306', '411307', '909813', '416298'],
    runMinutes: [1, 2, 6, 8, 4, 2, 2],
    dwellMinutes: 0,
    outward: busPattern(30, 6),
    // Reaches Winterswijk at :43, before the trains leave at :54 and :56.
    back: busPattern(18, 6),
  },
  {
    shortName: 'B5',
    longName: 'Stadsbus Winterswijk',
    routeType: 3,
    // Winterswijk West, Busstation, Centrum, Pelkwijk, Kloetenseweg, Vredensehof.
    stops: ['8400013', '901872', '910502', '373368', '906073', '910504'],
    runMinutes: [4, 2, 2, 1, 1],
    dwellMinutes: 0,
    outward: busPattern(0, 7),
    back: busPattern(15, 7),
  },
  {
    shortName: 'B6',
    longName: 'Bus Doetinchem – Zelhem – Hengelo (Gld) – Vorden',
    routeType: 3,
    // Doetinchem, Zelhem, Hengelo (Gld), Vorden (centres), Vorden station.
    stops: ['8400177', 'geonames:zelhem', 'geonames:hengelo-gld', 'geonames:vorden', '8400661'],
    runMinutes: [12, 10, 11, 2],
    dwellMinutes: 0,
    // Leaves Doetinchem after the train from Arnhem (:15) came in.
    outward: busPattern(20, 6),
    // Zelhem :11, Doetinchem :23, in time for the train to Arnhem at :30.
    back: busPattern(48, 6),
  },
  {
    shortName: 'B7',
    longName: 'Bus Lichtenvoorde – Groenlo – Eibergen – Neede',
    routeType: 3,
    // Lichtenvoorde, Lichtenvoorde-Groenlo station, Groenlo, Eibergen, Neede (centres).
    stops: ['geonames:lichtenvoorde', '8400395', 'geonames:groenlo', 'geonames:eibergen', 'geonames:neede'],
    runMinutes: [7, 7, 13, 9],
    dwellMinutes: 0,
    // At the station :29, before the trains to Zutphen (:35) and Winterswijk (:41).
    outward: busPattern(22, 6),
    // Groenlo :52, at the station :59, before the trains to Zutphen (:05) and Winterswijk (:11).
    back: busPattern(30, 6),
  },
  {
    shortName: 'B8',
    longName: 'Bus Ruurlo – Borculo – Eibergen',
    routeType: 3,
    // Ruurlo station, Ruurlo, Borculo, Eibergen (centres).
    stops: ['8400537', 'geonames:ruurlo', 'geonames:borculo', 'geonames:eibergen'],
    runMinutes: [2, 11, 17],
    dwellMinutes: 0,
    // Leaves Ruurlo after the train from Zutphen (:59) came in; in Eibergen at :35, before B7 to Groenlo.
    outward: busPattern(5, 6),
    // At Ruurlo station :40, before the trains to Zutphen (:46) and Winterswijk (:00).
    back: busPattern(10, 6),
  },
  {
    shortName: 'B9',
    longName: 'Bus Doetinchem – Terborg – Ulft – Gendringen',
    routeType: 3,
    // Doetinchem, Gaanderen, Terborg, Silvolde, Ulft, Gendringen (centres).
    // prettier-ignore
    stops: [
      '8400177', 'geonames:gaanderen', 'geonames:terborg', 'geonames:silvolde', 'geonames:ulft',
      'geonames:gendringen',
    ],
    runMinutes: [10, 2, 5, 4, 4],
    dwellMinutes: 0,
    // Leaves Doetinchem after the train from Arnhem (:15) came in.
    outward: busPattern(20, 6),
    // Reaches Doetinchem at :23, in time for the train to Arnhem at :30.
    back: busPattern(58, 6),
  },
  {
    shortName: 'B10',
    longName: 'Bus Aalten – Lichtenvoorde – Beltrum – Borculo',
    routeType: 3,
    // Aalten Station (bus), Lichtenvoorde, Beltrum, Borculo (centres).
    stops: ['368140', 'geonames:lichtenvoorde', 'geonames:beltrum', 'geonames:borculo'],
    runMinutes: [15, 17, 12],
    dwellMinutes: 0,
    // Leaves Aalten after the train from Arnhem (:38) came in.
    outward: busPattern(45, 6),
    // Lichtenvoorde :14, Aalten :29, in time for the train to Arnhem at :37.
    back: busPattern(45, 6),
  },
];

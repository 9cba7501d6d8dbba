/**
 * A small GTFS feed as strings, line numbers noted where the tests refer to them. Two agencies, a
 * station with two platforms, a trip past midnight, an untimed stop, a calendar_dates-only service.
 */
export const BASE: Record<string, string> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
ARR,Arriva,https://arriva.nl,Europe/Amsterdam
KEO,Keolis,https://keolis.nl,Europe/Amsterdam
`,
  // ST1 (a station) lies just east of the platforms, so a bbox can include them but not it.
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code
ST1,Winterswijk,51.97,6.73,1,,
P1,Winterswijk,51.9701,6.7201,0,ST1,1
P2,Winterswijk,51.9702,6.7202,0,ST1,2
A,Aalten Centrum,51.925,6.58,0,,
B,Lichtenvoorde,51.98,6.56,,,
C,Zutphen,52.14,6.19,0,,
`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
R1,ARR,RS25,Winterswijk - Zutphen,2
R2,ARR,73,,3
R3,KEO,,Zutphen - Aalten,3
`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id,shape_id
R1,WD,T1,Zutphen,0,SH1
R2,HOL,T2,Zutphen,1,
R2,WD,T3,Zutphen,,
R3,SAT,T4,Aalten,0,SH2
`,
  // T1 runs past midnight; T2's B is untimed (evenly interpolated); T3's B by shape_dist_traveled.
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type,shape_dist_traveled
T1,23:50:00,23:51:00,P1,1,0,0,
T1,24:05:00,,A,2,0,0,
T1,25:10:00,25:10:00,C,3,0,1,
T2,8:00:00,8:00:00,A,1,,,
T2,,,B,2,,,
T2,08:30:00,08:30:00,C,3,,,
T3,10:00:00,10:00:00,A,10,,,0
T3,,,B,20,,,3000
T3,10:40:00,10:40:00,C,30,,,4000
T4,12:00:00,12:00:00,C,1,,,
T4,12:30:00,12:30:00,A,2,,,
`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
WD,1,1,1,1,1,0,0,20260101,20261231
SAT,0,0,0,0,0,1,0,20260101,20261231
`,
  'calendar_dates.txt': `service_id,date,exception_type
HOL,20261225,1
WD,20261225,2
`,
  'shapes.txt': `shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence
SH1,51.9701,6.7201,1
SH1,52.14,6.19,3
SH1,51.925,6.58,2
SH2,52.14,6.19,1
SH2,51.925,6.58,2
`,
  'transfers.txt': `from_stop_id,to_stop_id,transfer_type,min_transfer_time
P1,P2,2,180
A,C,0,
`,
  'frequencies.txt': `trip_id,start_time,end_time,headway_secs,exact_times
T3,10:00:00,12:00:00,1800,1
T4,12:00:00,14:00:00,3600,
`,
};

const encoder = new TextEncoder();

/** The base feed as bytes, with files replaced (string), appended to (`+` prefix on the key) or removed (null). */
export function feedFiles(changes: Record<string, string | null> = {}): Map<string, Uint8Array> {
  const text = new Map(Object.entries(BASE));
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith('+')) text.set(key.slice(1), (text.get(key.slice(1)) ?? '') + value);
    else if (value === null) text.delete(key);
    else text.set(key, value);
  }
  return new Map([...text].map(([name, s]) => [name, encoder.encode(s)]));
}

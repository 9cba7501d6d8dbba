#!/bin/sh
# The weekly region refresh (README, Deployment): imports the timetable and the roads into the shared data
# volume, then restarts the app instances one after the other. Each loads the new snapshot at start; the
# next one is restarted only when the first is healthy again, so the planner stays available throughout.
# The import writes a temporary file and renames it: a failed import leaves the old snapshot in place.
set -eu
cd "$(dirname "$0")/.."

GTFS=${GTFS:-https://gtfs.ovapi.nl/nl/gtfs-nl.zip}
OSM=${OSM:-https://download.geofabrik.de/europe/netherlands/gelderland-latest.osm.pbf}
BBOX=${BBOX:-5.80,51.75,6.95,52.35}

docker compose --profile tools run --rm region-import --gtfs "$GTFS" --osm "$OSM" --bbox "$BBOX"

for instance in app-1 app-2; do
  docker compose restart "$instance"
  container=$(docker compose ps -q "$instance")
  waited=0
  # A restarted container is `starting` until its health check (GET /api/live) passes; the server
  # listens only once the region is loaded.
  until [ "$(docker inspect -f '{{.State.Health.Status}}' "$container")" = healthy ]; do
    if [ "$waited" -ge 600 ]; then
      echo "region-refresh: $instance is not healthy after 10 minutes; the other instance was left running" >&2
      exit 1
    fi
    sleep 10
    waited=$((waited + 10))
  done
done

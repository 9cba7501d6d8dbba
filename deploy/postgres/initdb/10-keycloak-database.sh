#!/bin/sh
# Runs once, when PostgreSQL's volume is first made (docker-entrypoint-initdb.d): Keycloak's own role and
# database, apart from the app's. Skipped when KEYCLOAK_DB_PASSWORD is empty (no Keycloak). To add
# Keycloak to a database made before, run these two statements by hand (README, Deployment).
set -eu
if [ -n "${KEYCLOAK_DB_PASSWORD:-}" ]; then
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    --set=password="$KEYCLOAK_DB_PASSWORD" <<'SQL'
CREATE ROLE keycloak LOGIN PASSWORD :'password';
CREATE DATABASE keycloak OWNER keycloak;
SQL
fi

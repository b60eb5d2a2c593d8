#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the test suite and prints shell assignments:
#   PGDATA=…  BEACON_TEST_DATABASE_URL=…
# Stop it with: scripts/pg-throwaway.sh stop "$PGDATA"
# Exits 3 when no PostgreSQL server binaries are installed (the caller decides whether that is fatal).
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "no PostgreSQL server binaries under /usr/lib/postgresql" >&2
  exit 3
fi

# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-}" = stop ]; then
  data_dir=${2:?usage: pg-throwaway.sh stop PGDATA}
  as_owner "$pg_bin/pg_ctl" -D "$data_dir" stop -m fast >/dev/null 2>&1 || true
  rm -rf "$data_dir"
  exit 0
fi

data_dir=$(mktemp -d -t beacon-pg.XXXXXX)
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$data_dir"; fi
as_owner "$pg_bin/initdb" -D "$data_dir" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# A random port may be taken (another throwaway cluster of the same suite picked it): try others.
for attempt in 1 2 3 4 5; do
  port=${PGPORT:-$((55432 + RANDOM % 1000))}
  if as_owner "$pg_bin/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w -t 30 \
    -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    break
  fi
  if [ "$attempt" = 5 ] || [ -n "${PGPORT:-}" ]; then
    tail -20 "$data_dir/server.log" >&2 || true
    rm -rf "$data_dir"
    exit 1
  fi
done
as_owner "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres beacon_test
echo "PGDATA=$data_dir"
echo "BEACON_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/beacon_test"

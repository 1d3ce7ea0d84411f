#!/usr/bin/env bash
# Prints the URL of a PostgreSQL server for the server tests' second pass.
# Uses the one answering on 127.0.0.1:5432 (trust auth, database "test", as this
# machine kind starts); otherwise installs Debian's PostgreSQL (as root), starts
# its cluster, gives the postgres user a password and creates "test".
set -euo pipefail

if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  cat <<'USAGE'
Usage: scripts/ensure-postgres.sh

Prints the URL of a PostgreSQL server for the server tests' second pass: the one on
127.0.0.1:5432 (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), else
installs Debian's PostgreSQL (as root), starts it and creates the database "test".

Options:
  -h, --help   this text
USAGE
  exit 0
fi

if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null || (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  echo "${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  echo "No PostgreSQL answers on 127.0.0.1:5432 and this is not root: cannot install one." >&2
  exit 1
fi
echo "No PostgreSQL answers on 127.0.0.1:5432: installing Debian's package." >&2
export DEBIAN_FRONTEND=noninteractive
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update >&2
  apt-get install -y --no-install-recommends postgresql >&2
fi
version=$(ls /etc/postgresql | sort -V | tail -n 1)
pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || pg_ctlcluster "$version" main start >&2
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >&2
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname = 'test'\" | grep -q 1 || createdb test" >&2
echo "postgres://postgres:postgres@127.0.0.1:5432/test"

#!/bin/sh
# Every service's migrations (each in its own PostgreSQL schema), identity first as npm start does.
set -eu
for service in identity forms billing submission; do
  echo "migrating ${service}"
  node "services/${service}/dist/migrate.js"
done
echo "all migrations applied"
echo "Portico will answer at ${PUBLIC_URL:-http://localhost:4000} once the gateway is healthy"

#!/bin/sh
# The API container (Dockerfile, target api): refuse to start without the settings that
# have no safe default, then run the API, which migrates its database before it listens.
set -eu
: "${JWT_SECRET:?JWT_SECRET must be set: a long random string, e.g. openssl rand -base64 48}"
: "${DATABASE_URL:?DATABASE_URL must name the MySQL database, e.g. mysql://shop:pass@mysql:3306/shop}"
exec "$@"

#!/bin/sh
# The web container (Dockerfile, target web): nginx must send the API the same proxy
# secret the API was given, so it is written into the config from PROXY_SECRET here.
set -eu
: "${PROXY_SECRET:?PROXY_SECRET must be set, the same value as the API's}"
case "$PROXY_SECRET" in
  *[!A-Za-z0-9_.~+/=-]*) echo "PROXY_SECRET may hold only letters, digits and _.~+/=-" >&2; exit 1 ;;
esac
printf 'set $shop_proxy_secret "%s";\n' "$PROXY_SECRET" > /srv/shop/conf/proxy-secret.conf
exec "$@"

# The shop in containers (docker-compose.yml, docs/operations.md). One build, two images:
#   --target api   the API alone, as the unprivileged `node` user; needs JWT_SECRET and
#                  DATABASE_URL; migrates (and seeds an empty database) on start
#   --target web   Debian's nginx (the one CI tests, deploy/nginx) with the built shell and the
#                  released remotes, as the unprivileged `www-data` user, on port 8080
# No Docker engine runs where this project is developed: CI validates docker-compose.yml
# and nginx's config, but this file has not been built there (README.md).

FROM node:20-bookworm AS build
# Chromium composes the home page's first screen when the remotes are published
# (tools/release/first-screens.mjs); without it the home page is the shell's plain page.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ENV NODE_ENV=production
RUN npx nx run-many -t build --parallel=2 --output-style=static
# Each remote's build becomes its first release (releases/<remote>/<version>/, remotes.json,
# first-screens/).
RUN node --input-type=module -e "import('./tools/release/releases.mjs').then((r) => r.publishBuilds({ check: 'static' }))"
# What the API needs at run time: production dependencies only.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production PORT=3333 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/services/api/package.json services/api/
COPY --from=build /app/services/api/dist services/api/dist
# The demo drawings that products' image_url names, served by the API on its own origin too.
COPY --from=build /app/shell/public/images shell/public/images
COPY deploy/api-entrypoint.sh /usr/local/bin/api-entrypoint.sh
# The data folder (uploaded pictures): a volume in docker-compose, which takes this owner.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3333/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["api-entrypoint.sh"]
CMD ["node", "services/api/dist/main.js"]

FROM debian:bookworm-slim AS web
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/*
# The prefix layout deploy/nginx/nginx.conf expects.
WORKDIR /srv/shop
COPY deploy/nginx/*.conf conf/
COPY --from=build /app/shell/dist site/shell
COPY --from=build /app/releases site/remotes
COPY deploy/web-entrypoint.sh /usr/local/bin/web-entrypoint.sh
# Source maps stay in the build stage (error tracking); nginx would not send them anyway.
RUN find site -name '*.map' -delete \
  && chmod -R a+rX site \
  && printf 'include site.docker.conf;\n' > conf/site.conf \
  && mkdir -p temp \
  && chown -R www-data:www-data temp conf
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/"]
ENTRYPOINT ["web-entrypoint.sh"]
CMD ["nginx", "-p", "/srv/shop/", "-c", "conf/nginx.conf", "-e", "stderr"]

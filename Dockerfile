# syntax=docker/dockerfile:1
# One image for every app machine: `docker build -t wiy .`, then run it with the settings of the README
# (DATABASE_URL, MEDIA_STORE, TRUST_PROXY, PUBLIC_URL, …). compose.yaml runs a fleet of it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that a change of code alone reuses the installed packages.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# pg_dump and pg_restore for `npm run backup` and `npm run restore` on PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SEED_DEMO=false
WORKDIR /app
# The compiled server and web app, the commands' sources (run with tsx) and the runtime packages; owned by the
# unprivileged user, since the server writes its own code cache beside the bundle.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]

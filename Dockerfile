# syntax=docker/dockerfile:1
# The production image: the app's build and the compiled server, seed and redirects programs, on the production
# dependencies only, run by an unprivileged user. `compose.yaml` runs two of it behind nginx with PostgreSQL, Redis
# and a mail catcher. The build is reproducible from package-lock.json (`npm ci`); NODE_VERSION picks the LTS line
# (20, 22 and 24 are supported, package.json "engines").
ARG NODE_VERSION=22

# Every dependency, for the build.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# next build, and the programs that run outside Next compiled to .build/ (scripts/compile-cli.mjs).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build && rm -rf .next/cache

# The production dependencies alone.
FROM node:${NODE_VERSION}-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data \
    MEDIA_DIR=/data/media \
    SEED_IMAGE_CACHE=/data/seed-images
WORKDIR /app
# next.config.ts is read at start and imports the security headers from src/; the rest of src/ is the build's input
# and small, so it stays whole rather than picked file by file.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/.next ./.next
COPY --from=build /app/.build ./.build
RUN mkdir -p /data/media && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy when ready (/healthz/ready: database reachable, migrations applied, search loaded, not stopping): compose's
# balancer waits for it. An orchestrator with separate probes uses /healthz/live for liveness (docs/architecture.md
# "Observability").
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The production server (src/platform/server/main.ts), as `npm start` runs it once the build and the seed are done.
CMD ["node", "--enable-source-maps", "--conditions=production", ".build/server.mjs"]

# syntax=docker/dockerfile:1
# Wayfare in one image: the API and the web app it serves (docs/deploy.md).
# Not built on the machine this was written on (no container engine runs there): the stages below
# were rehearsed by hand (same npm commands, same files, then the server started on PostgreSQL).

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency (devDependencies too), then the web app and the server bundle -----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is cached until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tests/security/package.json tests/security/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies only, non-root ------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/tests/security/package.json tests/security/
# apps/server/dist/server.js bundles our code and the pure-JavaScript packages; what stays in
# node_modules (apps/server/scripts/build.mjs): PGlite, sharp, pg, the AWS SDK, ioredis. The web
# app's server-side renderer (apps/web/dist/server) imports React and its libraries at run time:
# hence the two workspaces.
RUN npm ci --omit=dev --workspace=@wayfare/server --workspace=@wayfare/web \
      --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
# Applied by the server when it starts (apps/server/src/db/migrate.ts).
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database, generated secrets and uploads when no PostgreSQL/S3 is set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
EXPOSE 3000
# The slim image has no curl: Node's own fetch. /api/health: the process and its database answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A 1 GiB heap (the server lives in about 60 MB): V8 collects before garbage piles up, so a long
# CSV export streams in flat memory (docs/benchmarks.md, Exports).
CMD ["node", "--max-old-space-size=1024", "apps/server/dist/server.js"]

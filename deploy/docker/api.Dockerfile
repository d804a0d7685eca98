# syntax=docker/dockerfile:1
# The API image: the HTTP server (the default command), the background worker and the migration step,
# all from one build. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t tranquil/api .
# Run the other roles with another command:
#   node --import ./apps/api/dist/telemetry/preload.js apps/api/dist/worker.js   background jobs only, no HTTP port
#   node apps/api/dist/db/migrate-cli.js   applies the migrations, then exits (before each release)
# Why it is built this way: docs/decisions/054-deployment-files.md.

# Node's major version is the repository's (.nvmrc); pnpm and turbo are the versions the repository pins
# (package.json's packageManager, the lockfile's turbo). deploy/test/dockerfiles.test.ts keeps them equal.
ARG NODE_VERSION=20
ARG PNPM_VERSION=10.34.9
ARG TURBO_VERSION=2.11.11

FROM node:${NODE_VERSION}-bookworm-slim AS base
ARG PNPM_VERSION
ENV PNPM_HOME=/pnpm
ENV PATH=/pnpm:$PATH
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}

# 1. Only what the API needs: its package and the workspace packages it depends on, with a lockfile
#    cut down to them. out/json holds the package.json files (for a cached install), out/full the sources.
FROM base AS pruner
ARG TURBO_VERSION
WORKDIR /repo
RUN npm install --global --no-fund --no-audit turbo@${TURBO_VERSION}
COPY . .
RUN turbo prune @marketplace/api-server --docker

# 2. Every dependency (the build tools are devDependencies), then the build. tsup bundles our workspace
#    packages into apps/api/dist; npm dependencies stay outside and are installed again in stage 3.
#    --ignore-scripts: the only dependency with an install script pnpm runs is esbuild's (which works
#    without it), and the root's `prepare` installs git hooks, which an image has no use for.
FROM base AS builder
WORKDIR /repo
COPY --from=pruner /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --ignore-scripts
COPY --from=pruner /repo/out/full/ .
# The root's TypeScript settings, which the packages' tsconfig files extend; turbo prune leaves them out.
COPY --from=pruner /repo/tsconfig.base.json ./
RUN pnpm exec turbo run build --filter=@marketplace/api-server

# 3. What runs: the production dependencies alone (no devDependencies), the bundles and the migrations.
FROM base AS runtime
ENV NODE_ENV=production
# Local files (uploads, when FILE_STORE is not s3) go here; the API creates its folders at start.
ENV DATA_DIR=/var/lib/tranquil
WORKDIR /app
COPY --from=pruner /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --prod --frozen-lockfile --ignore-scripts \
    && mkdir -p /var/lib/tranquil && chown node:node /var/lib/tranquil
COPY --from=builder /repo/apps/api/dist ./apps/api/dist
# The migrations the build carries: db/migrate-cli.js applies them, /readyz compares the database
# with them.
COPY --from=builder /repo/apps/api/drizzle ./apps/api/drizzle
# The image's own user (uid 1000), not root.
USER node
EXPOSE 4000
# No HEALTHCHECK: the orchestrator probes /livez and /readyz (compose.yaml, k8s/api.yaml).
CMD ["node", "--import", "./apps/api/dist/telemetry/preload.js", "apps/api/dist/main.js"]

# syntax=docker/dockerfile:1
# The Nigerian site's image: the Remix server (`node server.mjs`, packages/web's site server) with its built pages.
# Build from the repository root:
#   docker build -f deploy/docker/nigeria.Dockerfile -t tranquil/nigeria .
# The two sites' Dockerfiles differ only by the app's name and port. Why it is built this way:
# docs/decisions/054-deployment-files.md.

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

# 1. Only what the site needs: its app and the workspace packages it depends on, with a lockfile cut
#    down to them (and the pnpm patches of @remix-run/react and @remix-run/router, which turbo prune carries into out/json).
FROM base AS pruner
ARG TURBO_VERSION
WORKDIR /repo
RUN npm install --global --no-fund --no-audit turbo@${TURBO_VERSION}
COPY . .
RUN turbo prune @marketplace/nigeria --docker

# 2. Every dependency (Vite, Remix's compiler and the rest are devDependencies), then the build:
#    packages/web's server (dist/server) and the site's pages (build/server, build/client).
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
RUN pnpm exec turbo run build --filter=@marketplace/nigeria

# 3. What runs: the production dependencies alone (no devDependencies) in the workspace's own layout,
#    so every import resolves as it does in the repository, and the built files.
FROM base AS runtime
ENV NODE_ENV=production
ENV PORT=3001
WORKDIR /app
COPY --from=pruner /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --prod --frozen-lockfile --ignore-scripts
COPY --from=builder /repo/packages/web/dist ./packages/web/dist
COPY --from=builder /repo/apps/nigeria/build ./apps/nigeria/build
COPY --from=builder /repo/apps/nigeria/server.mjs ./apps/nigeria/server.mjs
# The image's own user (uid 1000), not root.
USER node
WORKDIR /app/apps/nigeria
EXPOSE 3001
# No HEALTHCHECK: the orchestrator probes /livez and /readyz (compose.yaml, k8s/sites.yaml).
CMD ["node", "--import", "@marketplace/web/telemetry", "server.mjs"]

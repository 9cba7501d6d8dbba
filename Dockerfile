# syntax=docker/dockerfile:1
# The app in one image: the Fastify server (apps/server/dist/main.js) serving the built web app
# (apps/web/dist). Build: docker build -t achterhoek-mobiel . (see the README's "Deployment" section).

ARG NODE_IMAGE=node:20-slim

# The workspace manifests, in a layer of their own: the dependency layers below are rebuilt only when a
# manifest or the lock file changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/routing/package.json packages/routing/

# 1. Everything needed to build: all dependencies (dev ones too), then the web app and the server bundle.
#    compose.yaml's region-import runs `npm run region:import` in this stage too.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# 2. Only the server's production dependencies. The bundle carries our own packages (contracts, routing)
#    and imports every third-party package from node_modules; none of those has an install script.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @achterhoek/server --ignore-scripts && npm cache clean --force

# 3. What runs: production dependencies, the server bundle, its SQL migrations and the built web app.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app ./
# The server finds these by walking up from dist/main.js: apps/server/drizzle (migrations, run at start
# under an advisory lock) and apps/web/dist (the web app with its precompressed copies).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds what every instance must share: the login's and Web Push keys (keys/), uploaded images
# (images/) and the region snapshot (region/region.snapshot). The app's own files stay root's, read-only.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# Liveness: the process answers (the database is not asked; /api/ready is for the load balancer). Loading a
# national region with its roads takes a while, hence the long start period. No curl in slim images: node.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

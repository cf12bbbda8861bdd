FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# No dependency needs its install script (the same as npm 11's default).
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/client/dist ./client/dist
# The server keeps local state in /app/.data; it must exist and belong to the user before a volume is mounted.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 4000
CMD ["node", "server/dist/main.js"]

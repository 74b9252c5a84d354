# The API serving the built SPA. Build: docker compose build; run: docker compose up.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
 && DATABASE_URL=postgresql://build@localhost/build pnpm exec prisma generate \
 && pnpm --filter @vizyt/web build \
 && pnpm --filter @vizyt/api build \
 && pnpm --filter @vizyt/api deploy --prod --legacy /out/api

FROM node:20-bookworm-slim
# HOST=0.0.0.0: a container is reached through Docker's network, never its own loopback.
# NODE_ENV=production: demo accounts, if seeded, get random passwords (see README).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /out/api /app/apps/api
COPY --from=build /app/apps/web/dist /app/apps/web/dist
COPY --from=build /app/prisma /app/prisma
COPY --from=build /app/package.json /app/pnpm-workspace.yaml /app/
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]

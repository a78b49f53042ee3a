# syntax=docker/dockerfile:1
# Multi-stage image. `docker build -t ais .` gives the web server (Next standalone output);
# `docker build --target worker -t ais-worker .` gives the job worker (needs the sources and tsx).
# Both read their settings from the environment (see .env.example and docs/deploy.md).

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# An exact install: npm ci refuses a lockfile that disagrees with package.json (no fallback).
# postinstall generates the Prisma client into lib/db/generated (no engine download needed).
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run db:generate && NEXT_OUTPUT=standalone npx next build && mkdir -p public

# The web server: traced files only, run as an unprivileged user.
FROM node:24-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 APP_ENV=production
# One current ffmpeg/ffprobe pair from Debian (patched by its security updates), found on PATH before
# the npm package's 2018 static build, which stays only as a development fallback (decision 393).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/* \
  && groupadd --system app && useradd --system --gid app --home /app app
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
# Appends the socket's peer address to X-Forwarded-For before Next sees a request, so rate limits
# key on the real client (docs/decisions/090); a production server refuses to start without it.
COPY --from=build --chown=app:app /app/server/client-address.cjs ./server/client-address.cjs
# Migrations are applied at start-up (under an advisory lock, so instances may start together).
COPY --from=build --chown=app:app /app/prisma/migrations ./prisma/migrations
USER app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--require", "./server/client-address.cjs", "server.js"]

# The job worker (AI generations): same code, run with tsx; scale its replica count separately.
FROM deps AS worker
COPY . .
ENV NODE_ENV=production APP_ENV=production
# The worker renders draft videos and transcodes lesson videos: the same Debian ffmpeg/ffprobe pair.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/* \
  && groupadd --system app && useradd --system --gid app --home /app app && chown -R app:app /app
USER app
CMD ["npm", "run", "worker"]

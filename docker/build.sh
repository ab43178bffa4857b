#!/bin/sh
# Installs and builds the web app and the server bundle: the image's build stage (docker/Dockerfile) runs this, and so
# does the cluster test (pnpm test:cluster) before it assembles the runtime files the same way.
set -eu
pnpm install --frozen-lockfile
pnpm --filter @hairsalon/web build
pnpm --filter @hairsalon/api build

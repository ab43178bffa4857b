#!/bin/sh
# The files the production image runs, copied from a built tree (docker/build.sh) into DEST: the server bundle, the
# built web app, the database migrations and the server's production dependencies only (no dev dependencies, no
# sources, no secrets). The image's last stage is this folder; the cluster test (pnpm test:cluster) runs instances
# from the same folder, so what CI proves is what the image holds.
# Usage: docker/runtime-files.sh SRC DEST
set -eu
src=$(cd "$1" && pwd)
dest=$2
rm -rf "$dest"
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
cd "$src"
for file in package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc; do cp "$file" "$dest/"; done
# Every workspace manifest (the lockfile names them all); only the server's dependencies are installed.
for dir in apps/* packages/*; do
  if [ -f "$dir/package.json" ]; then
    mkdir -p "$dest/$dir"
    cp "$dir/package.json" "$dest/$dir/"
  fi
done
mkdir -p "$dest/apps/api" "$dest/apps/web" "$dest/packages/db"
cp -R apps/api/dist "$dest/apps/api/dist"
cp -R apps/web/dist "$dest/apps/web/dist"
cp -R packages/db/migrations "$dest/packages/db/migrations"
cd "$dest"
CI=true pnpm install --prod --frozen-lockfile --filter @hairsalon/api

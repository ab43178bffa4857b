/**
 * Bundles the server (src/main.ts with the workspace packages it imports) into dist/main.js, which `pnpm start` and
 * the production image run as plain JavaScript. Running the sources through a TypeScript loader instead costs some
 * 65 MiB at start (Node 20 runs module hooks in a worker thread of their own, with its own heap), which kept the
 * server on the embedded database over its 300 MiB (issue 9 goal 5).
 *
 * Third-party packages stay external, loaded from node_modules as usual (so apps/api depends on each one the bundle
 * imports). Every bundled file keeps its own import.meta.url, relative to the bundle's place, so a path relative to
 * a source file (the migrations folder, the repository root) means the same in the bundle as in the sources, in
 * whatever folder the tree is: the production image runs it from a copy (docker/runtime-files.sh).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(apiDir, 'dist');

/** Bare imports are external, but for the workspace's own packages (and package-internal `#` imports). */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@hairsalon/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each source file's import.meta.url stays that file's URL, found from the bundle's own (the tree may move). */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the TypeScript source lines.
  banner: { js: '// Built by apps/api/scripts/build.ts from src/main.ts: run `pnpm --filter @hairsalon/api build` after a change.' },
  plugins: [thirdPartyExternal, ownImportMetaUrl],
  logLevel: 'warning',
});

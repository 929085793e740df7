// Bundles the server's own TypeScript (server/, and the src/domain and src/contracts it shares)
// into one ES module, dist-server/main.mjs, that Node runs without a TypeScript loader: `npm start`
// then loads one file instead of compiling some 900 modules through tsx at every start. Packages
// stay in node_modules, loaded as they are. `npm run server` still runs the sources through tsx.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A few modules find files next to their source (the migrations, the Liquid themes, the demo
 * assets) through import.meta; in the bundle those point at the source again, relative to the bundle.
 */
const importMetaOfSource = (outdir) => ({
  name: 'import-meta-of-source',
  setup(builder) {
    builder.onLoad({ filter: /\/(server|src)\/.*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(resolve(root, outdir), path).split('\\').join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
      const contents = source
        .replaceAll('import.meta.url', `${sourceUrl}.href`)
        .replaceAll('import.meta.dirname', `decodeURIComponent(new URL('.', ${sourceUrl}).pathname)`);
      return { contents, loader: 'ts', resolveDir: dirname(path) };
    });
  },
});

/** `outdir` must lie inside the project, so that the bundle finds node_modules. */
export async function buildServer(outdir = 'dist-server') {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: join(outdir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    tsconfig: 'server/tsconfig.json',
    plugins: [importMetaOfSource(outdir)],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

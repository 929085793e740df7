import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type RsbuildPlugin } from '@rsbuild/core';

/** What the server sends compressed: text assets; images and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|json|svg|html|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text asset
 * of the build, once, so the server sends them by the browser's Accept-Encoding without
 * compressing on each request (server/infrastructure/http/spa.ts).
 */
export function precompressPlugin(): RsbuildPlugin {
  return {
    name: 'starling:precompress',
    setup(api) {
      api.onAfterBuild(() => {
        const root = api.context.distPath;
        for (const file of filesUnder(root)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const bytes = readFileSync(file);
          if (bytes.length < MIN_BYTES) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      });
    },
  };
}

import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Same plugins and output rules as rsbuild.config.ts, for the bare React + Polaris page. */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './scripts/bundle-floor/floor.tsx' } },
  output: { distPath: { root: '.bench/bundle-floor' } },
  performance: { printFileSize: false },
});

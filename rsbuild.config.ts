import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
    tsconfigPath: './tsconfig.app.json',
    // Inversify reads constructor metadata written by legacy decorators.
    decorators: { version: 'legacy' },
    define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  },
  html: {
    title: 'Starling Reviews',
    meta: { viewport: 'width=device-width, initial-scale=1' },
  },
  output: {
    distPath: { root: 'dist' },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
  },
});

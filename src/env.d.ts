/// <reference types="@rsbuild/core/types" />

/** Set by rsbuild.config.ts at build time; busts the locale files' cache on each deploy. */
declare const __BUILD_ID__: string;

/** Polaris' stylesheet as a module of its own (src/ui/kit/polaris-complete.ts). */
declare module '*.css?complete';

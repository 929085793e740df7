/// <reference types="@rsbuild/core/types" />

/** Set by rsbuild.config.ts at build time; busts the locale files' cache on each deploy. */
declare const __BUILD_ID__: string;

import { type RsbuildPlugin } from '@rsbuild/core';

/** The module of `@shopify/polaris-tokens` that holds every theme's token values as one object literal. */
const TOKENS_BUILD_MODULE = /@shopify[\\/]polaris-tokens[\\/]dist[\\/]esm[\\/]build[\\/]index\.mjs$/;
const THEMES_LITERAL = /var themes = (\{[\s\S]*?\n\});\n/;
const KEPT_THEME = 'light';

/**
 * Keeps only the light theme's values in the tokens module. Polaris reads `themes[name]` for the
 * theme the app provider is given, and the admin always gives the default `light` (its stylesheet
 * keeps only that theme too: polaris-css-plugin.ts). The other three themes are 80 % of the module.
 */
export function keepLightTheme(code: string): string {
  const match = THEMES_LITERAL.exec(code);
  if (!match?.[1]) throw new Error('polaris-light-theme-plugin: `var themes = {…}` is not in @shopify/polaris-tokens any more; update the plugin.');
  const themes = JSON.parse(match[1]) as Record<string, unknown>;
  if (!(KEPT_THEME in themes)) throw new Error(`polaris-light-theme-plugin: @shopify/polaris-tokens has no "${KEPT_THEME}" theme.`);
  return code.replace(match[0], `var themes = ${JSON.stringify({ [KEPT_THEME]: themes[KEPT_THEME] })};\n`);
}

export function polarisLightThemePlugin(): RsbuildPlugin {
  return {
    name: 'starling:polaris-light-theme',
    setup(api) {
      api.transform({ test: TOKENS_BUILD_MODULE }, ({ code }) => keepLightTheme(code));
    },
  };
}

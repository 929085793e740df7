/**
 * Reads a theme's JSON files for our theme app extension. Shopify writes an app block as
 * `{ "type": "shopify://apps/<app>/blocks/<block>/<uid>", "disabled": true? }`: app embeds under
 * `current.blocks` of config/settings_data.json, app blocks under `sections.*.blocks` of a template.
 */

/** Shopify opens settings_data.json and templates with a generated comment that JSON.parse rejects. */
const LEADING_COMMENT = /^\s*\/\*[\s\S]*?\*\//;

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseThemeJson(content: string | null): JsonObject | null {
  if (content === null) return null;
  try {
    const parsed: unknown = JSON.parse(content.replace(LEADING_COMMENT, ''));
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** True when one of `blocks` is an enabled block of the app named by one of `appIdentifiers`. */
function hasEnabledAppBlock(blocks: unknown, appIdentifiers: readonly string[]): boolean {
  if (!isObject(blocks)) return false;
  return Object.values(blocks).some((block) => {
    if (!isObject(block) || block.disabled === true || typeof block.type !== 'string') return false;
    const app = /\/apps\/([^/]+)\//.exec(block.type)?.[1];
    return app !== undefined && appIdentifiers.includes(app);
  });
}

/** Whether settings_data.json switches our app embed on in the theme's current settings. */
export function appEmbedEnabled(settingsData: string | null, appIdentifiers: readonly string[]): boolean {
  const current = parseThemeJson(settingsData)?.current;
  return isObject(current) && hasEnabledAppBlock(current.blocks, appIdentifiers);
}

/** Whether a JSON template holds our app block in any of its sections. */
export function appBlockInTemplate(template: string | null, appIdentifiers: readonly string[]): boolean {
  const sections = parseThemeJson(template)?.sections;
  return (
    isObject(sections) &&
    Object.values(sections).some((section) => isObject(section) && section.disabled !== true && hasEnabledAppBlock(section.blocks, appIdentifiers))
  );
}

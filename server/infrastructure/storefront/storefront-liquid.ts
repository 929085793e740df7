import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Liquid, type TagToken, type Template, Tag, type TopLevelToken } from 'liquidjs';

/**
 * The theme app extension's Liquid run on our server (docs/product/storefront.md#one-renderer):
 * liquidjs with the filters and objects of Shopify's Liquid that the extension uses, so its own
 * blocks render in the demo storefront and in the admin's live preview as they do in a theme.
 */
export const EXTENSION_DIR = fileURLToPath(new URL('../../../extensions/starling-reviews/', import.meta.url));
const DEFAULT_LOCALE = 'en';

type Words = Record<string, unknown>;

/** The extension's storefront words, by locale code ('en' from en.default.json). */
function readLocales(): ReadonlyMap<string, Words> {
  const locales = new Map<string, Words>();
  for (const file of readdirSync(join(EXTENSION_DIR, 'locales'))) {
    if (!file.endsWith('.json') || file.endsWith('.schema.json')) continue;
    const code = file.replace(/(\.default)?\.json$/, '');
    locales.set(code, JSON.parse(readFileSync(join(EXTENSION_DIR, 'locales', file), 'utf8')) as Words);
  }
  return locales;
}

/** Shopify's `json` filter keeps `</script>` and HTML comments from ending a script element. */
export function jsonForHtml(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `{% schema %}…{% endschema %}`: Shopify reads it; it renders nothing. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remaining: TopLevelToken[], liquid: Liquid) {
    super(token, remaining, liquid);
    while (remaining.length > 0) {
      const next = remaining.shift() as TopLevelToken & { name?: string };
      if (next.name === 'endschema') return;
    }
    throw new Error('schema: no endschema');
  }

  *render(): Generator<unknown, void, unknown> {}
}

/** Shopify's global objects, seen by every template and snippet: the locale (also as `request.locale.iso_code`), `shop`, `routes`, `app`. */
export interface StorefrontGlobals {
  readonly locale: string;
  readonly shop: Record<string, unknown>;
  readonly routes: { readonly root_url: string };
  readonly app: { readonly metafields: Record<string, unknown> };
  /** The signed-in shopper, when there is one. */
  readonly customer?: { readonly id: string };
}

export interface StorefrontLiquid {
  readonly locales: readonly string[];
  /** The locale the shopper asked for if the extension has it, else English. */
  localeFor(requested: string | undefined): string;
  render(template: string, context: Record<string, unknown>, globals: StorefrontGlobals): Promise<string>;
  /** Liquid source as Shopify renders an app proxy's `application/liquid` answer (docs/product/collect-link.md). */
  renderSource(source: string, context: Record<string, unknown>, globals: StorefrontGlobals): Promise<string>;
  /** A block of the extension and the assets its schema names (Shopify loads them with it). */
  renderBlock(name: string, context: Record<string, unknown>, globals: StorefrontGlobals): Promise<{ readonly html: string; readonly javascript?: string; readonly stylesheet?: string }>;
}

/** `themeDir`: templates of the page around the blocks (the demo storefront's theme, the preview's frame). */
export function createStorefrontLiquid(options: { readonly themeDir: string; readonly assetUrl: (name: string) => string }): StorefrontLiquid {
  const { assetUrl, themeDir } = options;
  const locales = readLocales();
  const engine = new Liquid({
    root: [themeDir],
    partials: [themeDir, join(EXTENSION_DIR, 'snippets')],
    extname: '.liquid',
    ownPropertyOnly: true,
    cache: true,
  });
  engine.registerTag('schema', SchemaTag);
  engine.registerFilter('json', jsonForHtml);
  engine.registerFilter('asset_url', (name: string) => assetUrl(name));
  engine.registerFilter('t', function (this: { context: { globals: Record<string, unknown> } }, key: string, ...args: unknown[]) {
    const locale = typeof this.context.globals.locale === 'string' ? this.context.globals.locale : DEFAULT_LOCALE;
    const values = Object.fromEntries(args.filter((arg): arg is [string, unknown] => Array.isArray(arg) && arg.length === 2));
    return escapeHtml(translate(locales, locale, key, values));
  });
  const blockSources = new Map<string, { readonly template: Template[]; readonly schema: { javascript?: string; stylesheet?: string } }>();
  const block = (name: string) => {
    let source = blockSources.get(name);
    if (!source) {
      const text = readFileSync(join(EXTENSION_DIR, 'blocks', `${name}.liquid`), 'utf8');
      const schema = /\{%\s*schema\s*%\}([\s\S]*?)\{%\s*endschema\s*%\}/.exec(text)?.[1] ?? '{}';
      source = { template: engine.parse(text), schema: JSON.parse(schema) as { javascript?: string; stylesheet?: string } };
      blockSources.set(name, source);
    }
    return source;
  };
  return {
    locales: [...locales.keys()].sort(),
    localeFor: (requested) => (requested && locales.has(requested) ? requested : DEFAULT_LOCALE),
    render: (template, context, globals) => engine.renderFile(template, context, { globals: shopifyGlobals(globals) }) as Promise<string>,
    renderSource: (source, context, globals) => engine.parseAndRender(source, context, { globals: shopifyGlobals(globals) }) as Promise<string>,
    async renderBlock(name, context, globals) {
      const { template, schema } = block(name);
      const html = (await engine.render(template, context, { globals: shopifyGlobals(globals) })) as string;
      return { html, ...schema };
    },
  };
}

function shopifyGlobals(globals: StorefrontGlobals): Record<string, unknown> {
  return { ...globals, request: { locale: { iso_code: globals.locale } } };
}

/** Shopify's `t`: the key in the shopper's locale (English when missing), plural by `count`, {{ name }}s filled. */
function translate(locales: ReadonlyMap<string, Words>, locale: string, key: string, values: Record<string, unknown>): string {
  const lookup = (words: Words | undefined): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Words)[part] : undefined), words);
  let entry = lookup(locales.get(locale)) ?? lookup(locales.get(DEFAULT_LOCALE));
  if (entry && typeof entry === 'object') {
    const plurals = entry as Record<string, string>;
    const count = Number(values.count);
    const category = Number.isFinite(count) ? (count === 1 && plurals.one !== undefined ? 'one' : new Intl.PluralRules(locale).select(count)) : 'other';
    entry = plurals[category] ?? plurals.other;
  }
  if (typeof entry !== 'string') return `translation missing: ${locale}.${key}`;
  return entry.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

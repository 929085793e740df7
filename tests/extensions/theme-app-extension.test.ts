import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { themeCheckRun } from '@shopify/theme-check-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWidgets, WIDGET_ENTRIES } from '../../scripts/build-widgets';
import { EXTENSION_DIR } from '../../server/infrastructure/storefront/storefront-liquid';
import { DEFAULT_REVIEW_WIDGET_SETTINGS, type ReviewWidgetSettings } from '../../src/domain/storefront/review-widget-settings';

/** Shopify's budgets for a theme app extension's files (Theme Check: AssetSizeAppBlockJavaScript, …CSS). */
const JS_BUDGET_BYTES = 10_000;
const CSS_BUDGET_BYTES = 100_000;
const assetsDir = join(EXTENSION_DIR, 'assets');

describe('the theme app extension', () => {
  beforeAll(async () => {
    await buildWidgets();
  }, 60_000);

  it("passes Shopify's own Theme Check with no offense", async () => {
    const result = await themeCheckRun(EXTENSION_DIR.replace(/\/$/, ''), undefined, () => undefined);
    expect(result.theme.length).toBeGreaterThan(5);
    expect(result.offenses.map((offense) => `${offense.check} ${offense.uri.split('/').slice(-2).join('/')}: ${offense.message}`)).toEqual([]);
  }, 60_000);

  it('keeps every script within the gzip budget, and the stylesheet too', () => {
    for (const name of Object.keys(WIDGET_ENTRIES)) {
      const gzipped = gzipSync(readFileSync(join(assetsDir, `${name}.js`)), { level: 9 }).length;
      expect(gzipped, name).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    }
    expect(readFileSync(join(assetsDir, 'starling-reviews.css')).length).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });

  it("draws with the domain's default settings before any are saved", () => {
    const css = readFileSync(join(assetsDir, 'starling-reviews.css'), 'utf8');
    const fallback = (name: string) => new RegExp(`--starling-${name}-default: ([^;]+);`).exec(css)?.[1];
    const pairs: readonly [string, keyof ReviewWidgetSettings, string?][] = [
      ['font-color', 'font_color'],
      ['star', 'star_color'],
      ['nostar', 'nostar_color'],
      ['card-bg', 'card_bg_color'],
      ['box-bg', 'box_bg_color'],
      ['button-color', 'button_color'],
      ['button-bg', 'button_bg_color'],
      ['button-border', 'button_border_color'],
      ['line', 'dividing_line_color'],
      ['reply-bg', 'reply_bg_color'],
      ['badge-bg', 'verified_badge_color'],
      ['badge-text', 'badge_text_color'],
      ['avatar-text', 'avatar_text_color'],
      ['font-size', 'font_size', 'px'],
      ['radius', 'border_radius', 'px'],
      ['photo-radius', 'photo_radius', 'px'],
    ];
    for (const [property, setting, unit = ''] of pairs) expect(fallback(property), property).toBe(`${DEFAULT_REVIEW_WIDGET_SETTINGS[setting]}${unit}`);
  });

  it('speaks all 20 languages with real translations, each with every word of the English file', () => {
    const localesDir = join(EXTENSION_DIR, 'locales');
    const leaves = (node: unknown, path = ''): [string, string][] =>
      typeof node === 'string' ? [[path, node]] : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
    const english = new Map(leaves(JSON.parse(readFileSync(join(localesDir, 'en.default.json'), 'utf8'))));
    const files = readdirSync(localesDir).filter((file) => file !== 'en.default.json');
    expect(files).toHaveLength(19);
    for (const file of files) {
      const words = new Map(leaves(JSON.parse(readFileSync(join(localesDir, file), 'utf8'))));
      for (const [path, text] of english) {
        expect(words.has(path), `${file} ${path}`).toBe(true);
        expect(words.get(path), `${file} ${path} is the English text`).not.toBe(text);
      }
    }
  });
});

import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type WidgetAsset } from '../../../src/contracts/widget-settings.contract';
import { type WidgetAssets } from '../../application/storefront/widget-assets.port';
import { EXTENSION_DIR } from './storefront-liquid';

/** Shopify's Theme Check budgets: scripts by gzip size, stylesheets by size. */
export const SCRIPT_BUDGET_BYTES = 10_000;
export const STYLESHEET_BUDGET_BYTES = 100_000;

/** The extension's assets folder as built (`npm run build:widgets`), measured again when a file changes. */
export class ExtensionWidgetAssets implements WidgetAssets {
  private readonly measured = new Map<string, { readonly modified: number; readonly asset: WidgetAsset }>();

  constructor(private readonly assetsDir = join(EXTENSION_DIR, 'assets')) {}

  async list(): Promise<readonly WidgetAsset[]> {
    const files = (await readdir(this.assetsDir).catch(() => [] as string[])).filter((file) => /\.(js|css)$/.test(file)).sort();
    return Promise.all(files.map((file) => this.measure(file)));
  }

  private async measure(file: string): Promise<WidgetAsset> {
    const path = join(this.assetsDir, file);
    const modified = (await stat(path)).mtimeMs;
    const known = this.measured.get(file);
    if (known?.modified === modified) return known.asset;
    const bytes = await readFile(path);
    const asset = {
      file,
      raw_bytes: bytes.length,
      gzip_bytes: gzipSync(bytes, { level: 9 }).length,
      budget_bytes: file.endsWith('.js') ? SCRIPT_BUDGET_BYTES : STYLESHEET_BUDGET_BYTES,
    };
    this.measured.set(file, { modified, asset });
    return asset;
  }
}

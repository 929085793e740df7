import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type DatabaseLocation } from '../db/database';

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  APP_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SHOPIFY_SCOPES: z.string().default('read_products,read_orders,read_customers,write_script_tags'),
  APP_URL: z.string().url().optional(),
});

/** The app's Shopify credentials; present only in Shopify mode. */
export interface ShopifyAppConfig {
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly scopes: string;
  /** Public https address of this server, for OAuth redirects and webhooks. */
  readonly appUrl: string;
}

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly database: DatabaseLocation;
  readonly logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  readonly mode: 'development-store' | 'shopify';
  readonly shopify: ShopifyAppConfig | null;
  readonly appTokenSecret: string;
  readonly distDir: string;
}

/** Reads the environment once at start; a bad value stops the server with the variable's name. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const shopifyMode = Boolean(values.SHOPIFY_API_KEY && values.SHOPIFY_API_SECRET);
  if (shopifyMode && !values.APP_TOKEN_SECRET) {
    throw new Error('Configuration: APP_TOKEN_SECRET is required when SHOPIFY_API_KEY and SHOPIFY_API_SECRET are set');
  }
  return {
    port: values.PORT,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    logLevel: values.LOG_LEVEL,
    mode: shopifyMode ? 'shopify' : 'development-store',
    shopify:
      values.SHOPIFY_API_KEY && values.SHOPIFY_API_SECRET
        ? {
            apiKey: values.SHOPIFY_API_KEY,
            apiSecret: values.SHOPIFY_API_SECRET,
            scopes: values.SHOPIFY_SCOPES,
            appUrl: values.APP_URL ?? `http://localhost:${values.PORT}`,
          }
        : null,
    appTokenSecret: values.APP_TOKEN_SECRET ?? localSecret(dataDir, 'app-token-secret'),
    distDir: resolve('dist'),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive a restart. */
function localSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

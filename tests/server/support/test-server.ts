import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { composeServer } from '../../../server/composition';
import { type CompositionOptions } from '../../../server/composition/options';
import { type MailConfig } from '../../../server/infrastructure/config/server-config';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { type SignInLimitSettings } from '../../../server/infrastructure/http/sign-in-limits';
import { type ImportAppsConfig } from '../../../server/infrastructure/imports/app-api-request';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';

export const TEST_APP_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Any composition option a test is about (server/composition/options.ts); the rest are the test
 * defaults below. Mail differs: by default a FakeMailTransport (the server's `mailTransport`)
 * records sends; 'catcher' runs the real nodemailer transport to the loopback catcher (stop it
 * with `mail.stop()`); a MailConfig sends to that SMTP server.
 */
export type TestServerOptions = Partial<Omit<CompositionOptions, 'database' | 'mail'>> & {
  readonly mail?: 'catcher' | MailConfig;
  /** The fake transport to record sends with (one the test keeps); a new one otherwise. */
  readonly mailTransport?: FakeMailTransport;
};

/** No test reaches a real app's API: a loopback port nothing listens on. */
const UNREACHABLE_IMPORT_APPS: ImportAppsConfig = { dropshipmanApiUrl: 'http://127.0.0.1:9', judgemeApiUrl: 'http://127.0.0.1:9', okendoApiUrl: 'http://127.0.0.1:9' };

/** Where the test server's e-mail links point. */
export const TEST_PUBLIC_ORIGIN = 'https://reviews.test';
const TEST_MAIL: MailConfig = { smtpUrl: null, from: 'reviews@reviews.test', dkim: null };

/** By default too high to reach, since suites sign many shops in from one "address". */
const UNREACHABLE_SIGN_IN_LIMITS: SignInLimitSettings = { attemptsPerAddressPerMinute: 1_000_000, refusalsPerShopPerTenMinutes: 1_000_000, trustedProxyHops: 0 };

export type TestServer = ReturnType<typeof createTestServer>;

/** The real composed server on a test database, driven in-process through app.request. */
export function createTestServer(database: DatabaseHandle, options: TestServerOptions = {}) {
  const { mail: mailOption, mailTransport = new FakeMailTransport(), ...composition } = options;
  const mail = mailOption === undefined ? { ...TEST_MAIL, transport: mailTransport } : mailOption === 'catcher' ? TEST_MAIL : mailOption;
  const composed = composeServer({
    logger: pino({ level: 'silent' }),
    appTokenSecret: TEST_APP_TOKEN_SECRET,
    distDir: '/nonexistent-dist',
    shopify: null,
    // A folder per server: test files run side by side, and shop ids repeat across their databases.
    uploadDir: join(tmpdir(), `starling-test-uploads-${randomUUID()}`),
    signInLimits: UNREACHABLE_SIGN_IN_LIMITS,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    importApps: UNREACHABLE_IMPORT_APPS,
    // Klaviyo too: a suite about it passes its own loopback stand-in's address.
    klaviyoApiUrl: 'http://127.0.0.1:9',
    ...definedOnly(composition),
    database,
    mail,
  });

  async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await composed.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let json: { code: number; message: string; data: any } | null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** Signs a shop in through the development-store login and returns its app token. */
  async function signIn(shop: string): Promise<string> {
    const response = await call('POST', '/api/v1/admin/login', { body: { shop } });
    if (response.json?.code !== 0) throw new Error(`login failed: ${response.text}`);
    return response.json.data.shop_info.token as string;
  }

  return { ...composed, call, signIn, mailTransport };
}

/** An option passed as undefined keeps the test default, as leaving it out does. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

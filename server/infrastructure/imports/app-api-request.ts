import { AppError, invalidInput } from '../../application/shared/app-error';

/** Where each app's API is reached (DROPSHIPMAN_API_URL, JUDGEME_API_URL, OKENDO_API_URL); tests point them at loopback fakes. */
export interface ImportAppsConfig {
  readonly dropshipmanApiUrl: string;
  readonly judgemeApiUrl: string;
  readonly okendoApiUrl: string;
}

export const DEFAULT_IMPORT_APPS_CONFIG: ImportAppsConfig = {
  dropshipmanApiUrl: 'https://api.dropshipman.com',
  judgemeApiUrl: 'https://judge.me',
  okendoApiUrl: 'https://api.okendo.io',
};

/** Pages one import reads from another app's API at most: 2,000 pages of 100 reach the import's row limit. */
export const MAX_APP_API_PAGES = 2_000;

/** One call to another app's API waits at most this long. */
export const APP_API_TIMEOUT_MS = 20_000;

/** Which of the merchant's fields an app's refusal is about. */
export interface AppRefusalFields {
  /** 401 and 403: the key or token. */
  readonly credential: string;
  /** 404: the account (a shop domain, a store id); the credential when the app has none. */
  readonly account?: string;
}

/**
 * GETs JSON from another app's API, its failures as the merchant can act on them
 * (docs/product/import-apps.md#errors): a refused key names its field, an unknown account its
 * field, the app's outage, slowness or unreadable answer is an upstream failure.
 */
export async function getAppJson(appName: string, url: URL, headers: Readonly<Record<string, string>>, fields: AppRefusalFields): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, redirect: 'error', signal: AbortSignal.timeout(APP_API_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new AppError('upstreamFailure', `${appName}: ${timedOut ? 'did not answer in time' : 'could not be reached'}; try again later`);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw invalidInput(fields.credential, `${appName} refused it; check that it is copied whole`);
  }
  if (response.status === 404 && fields.account) {
    await response.body?.cancel();
    throw invalidInput(fields.account, `${appName} knows no such account`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const busy = response.status === 429 ? 'is busy' : `is unavailable (HTTP ${response.status})`;
    throw new AppError('upstreamFailure', `${appName}: ${busy}; try again later`);
  }
  try {
    return await response.json();
  } catch {
    throw new AppError('upstreamFailure', `${appName}: gave an answer that is not JSON`);
  }
}

/** An object's field, or undefined when the value is not an object. */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
}

/** Text from a string or a number (ids come as either); '' otherwise. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function numberOf(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An answer that should carry a list under `name` but does not: the app changed or is not what the address says. */
export function requiredList(appName: string, answer: unknown, name: string): readonly unknown[] {
  const list = field(answer, name);
  if (!Array.isArray(list)) throw new AppError('upstreamFailure', `${appName}: gave an answer without ${name}`);
  return list;
}

/** A base URL with a path appended (the base may carry a path of its own). */
export function endpoint(base: string, path: string, query: Readonly<Record<string, string | number>> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url;
}

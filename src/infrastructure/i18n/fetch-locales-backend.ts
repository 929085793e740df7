import { type BackendModule, type ReadCallback } from 'i18next';

export interface FetchLocalesBackendOptions {
  /** `{{lng}}` and `{{ns}}` are filled in: '/locales/{{lng}}/{{ns}}.json'. */
  readonly loadPath: string;
  /** Added as a query string (the build id: `?v=`). */
  readonly queryStringParams: Readonly<Record<string, string>>;
  /** The browser's fetch unless given. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** What i18next-http-backend sent, kept: a plain GET, same-origin credentials, the browser's cache rules. */
const REQUEST: RequestInit = { method: 'GET', headers: {}, mode: 'cors', credentials: 'same-origin', cache: 'default' };
/** A failure worth retrying when fetch itself throws (offline, aborted load): i18next-http-backend's words. */
const NETWORK_FAILURE = /failed|fetch|network|load/i;

function urlOf(options: FetchLocalesBackendOptions, language: string, namespace: string): string {
  const path = options.loadPath.replaceAll('{{lng}}', encodeURIComponent(language)).replaceAll('{{ns}}', encodeURIComponent(namespace));
  const query = Object.entries(options.queryStringParams).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

async function readWords(options: FetchLocalesBackendOptions, url: string, callback: ReadCallback): Promise<void> {
  let response: Response;
  try {
    response = await (options.fetch ?? ((input, init) => fetch(input, init)))(url, REQUEST);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    callback(NETWORK_FAILURE.test(message) ? `failed loading ${url}: ${message}` : (error as Error), NETWORK_FAILURE.test(message));
    return;
  }
  // i18next retries a read its backend says may succeed later: a server error, not a missing file.
  if (!response.ok) {
    const missing = response.status >= 400 && response.status < 500;
    return callback(`failed loading ${url}; status code: ${response.status}`, !missing);
  }
  let words: unknown;
  try {
    words = JSON.parse(await response.text());
  } catch {
    return callback(`failed parsing ${url} to json`, false);
  }
  callback(null, words as Parameters<ReadCallback>[1]);
}

/**
 * The admin's words over HTTP for i18next (`/locales/{language}/{namespace}.json?v={buildId}`): what
 * i18next-http-backend did for us, in a few lines on the first screen instead of 3 KiB (gzip)
 * (docs/decisions/0046-first-screen-bundle.md). A server error or a network failure is retried by
 * i18next; a missing file or one that is not JSON is not.
 */
export function fetchLocalesBackend(options: FetchLocalesBackendOptions): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => void readWords(options, urlOf(options, language, namespace), callback),
  };
}

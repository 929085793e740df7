import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestAuthorizer } from '../../../src/application/auth/request-authorizer';
import { FetchApiClient } from '../../../src/infrastructure/http/fetch-api-client';
import { FakeNavigator } from '../../fakes/fake-navigator';
import { apiFailure, createTokenSetup, HTTP_TEST_CONFIG, HTTP_TEST_SHOP, type TokenSetupOptions } from '../../support/http-adapter-setup';

interface SentRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly form: FormData | undefined;
  readonly signal: AbortSignal;
}

type Reply = (request: SentRequest) => Response | Promise<Response>;

function envelope(data: unknown, init: { code?: number; message?: string; status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify({ code: init.code ?? 0, message: init.message ?? 'ok', data }), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

const unauthorizedWithFlag = () =>
  envelope(null, { code: 40100, message: 'Authorization: the token is invalid or expired', status: 401, headers: { 'X-Shopify-API-Request-Failure-Unauthorized': '1' } });

/** A server that never answers. */
const hanging = (): Promise<Response> => new Promise(() => undefined);

function setup(options: TokenSetupOptions = {}) {
  const { store, sessionTokens, browser, tokens } = createTokenSetup(options);
  const navigator = new FakeNavigator();
  const sent: SentRequest[] = [];
  let reply: Reply = () => envelope(null);
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: new URL(input instanceof Request ? input.url : input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      signal: init.signal ?? new AbortController().signal,
    };
    sent.push(request);
    // Like the browser's fetch: an abort before the answer arrives rejects with an AbortError.
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort);
      Promise.resolve(reply(request)).then(resolve, reject);
    });
  });
  const client = new FetchApiClient({
    config: HTTP_TEST_CONFIG,
    fetch,
    tokens,
    authorizer: new RequestAuthorizer(sessionTokens, store, browser),
    navigator,
    browser,
  });
  return {
    client,
    store,
    sessionTokens,
    browser,
    navigator,
    sent,
    answer: (next: Reply) => {
      reply = next;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FetchApiClient: envelope', () => {
  it('resolves to the data of a code-0 envelope', async () => {
    const { client, answer } = setup();
    answer(() => envelope({ shop_name: 'Demo' }));
    await expect(client.get('/api/v1/admin/get_user_info')).resolves.toEqual({ shop_name: 'Demo' });
  });

  it('rejects a non-zero code with the server message, code and data, and stays on the page', async () => {
    const { client, answer, navigator } = setup();
    answer(() => envelope({ field: 'discount' }, { code: 42201, message: 'value: must be at most 100' }));
    const error = await apiFailure(client.post('/api/v1/admin/save_shop_config', { value: 120 }));
    expect(error).toMatchObject({ kind: 'envelope', message: 'value: must be at most 100', code: 42201, data: { field: 'discount' } });
    expect(navigator.paths).toEqual([]);
  });

  it('reads a 422 answer with an envelope as an envelope failure carrying the status', async () => {
    const { client, answer } = setup();
    answer(() => envelope(null, { code: 42200, message: 'shop: is required', status: 422 }));
    expect(await apiFailure(client.post('/api/v1/admin/login', {}))).toMatchObject({ kind: 'envelope', message: 'shop: is required', status: 422 });
  });

  it('rejects an HTTP error without an envelope as kind http with its status', async () => {
    const { client, answer, navigator } = setup();
    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'http', status: 502, message: 'Request failed with status code 502' });
    expect(navigator.paths).toEqual([]);
  });
});

describe('FetchApiClient: requests', () => {
  it('sends arrays as repeated parameters and leaves out null and undefined', async () => {
    const { client, sent } = setup();
    await client.get('/api/v1/admin/get_products', { ids: [1, 2], rating: ['5'], keyword: 'mug', page: 2, draft: false, skip: null, none: undefined });
    const url = sent[0]?.url;
    expect(url?.pathname).toBe('/api/v1/admin/get_products');
    expect(url?.search).toBe('?ids=1&ids=2&rating=5&keyword=mug&page=2&draft=false');
  });

  it('sends a POST body as JSON with the XMLHttpRequest marker', async () => {
    const { client, sent } = setup();
    await client.post('/api/v1/admin/save_shop_config', { key: 'backend_lang', value: 'de' });
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ key: 'backend_lang', value: 'de' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends a multipart form as it is, leaving its Content-Type (and boundary) to the browser', async () => {
    const { client, sent } = setup();
    const form = new FormData();
    form.append('file', new File(['title,body\n'], 'reviews.csv'));
    await client.post('/api/v1/admin/import/upload_review_file', {}, { form });
    const request = sent[0];
    expect(request?.form?.get('file')).toBeInstanceOf(File);
    expect(request?.headers.get('Content-Type')).toBeNull();
  });

  it('marks GETs as XMLHttpRequest too, without a body', async () => {
    const { client, sent } = setup();
    await client.get('/api/v1/admin/get_user_info');
    expect(sent[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends calls to the main API or, when asked, the new API', async () => {
    const { client, sent } = setup();
    await client.get('/api/v1/admin/get_qa_settings');
    await client.post('/api/v1/product/set_review_summary_setting', {}, { base: 'newApi' });
    expect(sent.map((request) => request.url.origin)).toEqual(['https://api.test', 'https://new-api.test']);
  });

  it('sends the stored app token as the Bearer token, and none when there is no token', async () => {
    const { client, sent, store } = setup();
    await client.get('/api/v1/admin/get_user_info');
    store.save({ token: 'app-token-1', shop: HTTP_TEST_SHOP });
    await client.get('/api/v1/admin/get_user_info');
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer app-token-1']);
  });

  it('sends the bridge id token when the page has not signed in yet', async () => {
    const { client, sent } = setup({ bridge: true, sessionToken: 'bridge-id-token' });
    await client.get('/api/v1/admin/get_user_info');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer bridge-id-token');
  });
});

describe('FetchApiClient: time-out and replaced calls', () => {
  it('gives up after 120000 ms with kind timeout and shows the load-failed page', async () => {
    vi.useFakeTimers();
    const { client, answer, navigator } = setup();
    answer(hanging);
    const result = apiFailure(client.get('/api/v1/admin/get_user_info'));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(navigator.paths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
    expect(navigator.paths).toEqual(['/400']);
  });

  it('aborts an in-flight call when the same method and path is called again; the first rejects as canceled', async () => {
    const { client, answer, navigator, sent } = setup();
    answer((request) => (request.url.searchParams.get('page') === '1' ? hanging() : envelope({ page: 2 })));
    const first = apiFailure(client.get('/api/v1/admin/get_products', { page: 1 }));
    const second = client.get('/api/v1/admin/get_products', { page: 2 });
    await expect(second).resolves.toEqual({ page: 2 });
    const error = await first;
    expect(error).toMatchObject({ kind: 'canceled', message: 'canceled' });
    expect(sent[0]?.signal.aborted).toBe(true);
    expect(navigator.paths).toEqual([]);
  });

  it('lets several calls run when the call allows it', async () => {
    const { client, answer } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(async (request) => {
      await gate;
      return envelope(request.url.searchParams.get('n'));
    });
    const first = client.get('/api/v1/admin/get_review_rating', { n: 1 }, { allowConcurrent: true });
    const second = client.get('/api/v1/admin/get_review_rating', { n: 2 }, { allowConcurrent: true });
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['1', '2']);
  });

  it('does not abort a call to another path or with another method', async () => {
    const { client, answer } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(async (request) => {
      await gate;
      return envelope(`${request.method} ${request.url.pathname}`);
    });
    const calls = [client.get('/a'), client.get('/b'), client.post('/a')];
    release();
    await expect(Promise.all(calls)).resolves.toEqual(['GET /a', 'GET /b', 'POST /a']);
  });

  it("rejects as canceled when the caller's signal aborts", async () => {
    const { client, answer, navigator } = setup();
    answer(hanging);
    const controller = new AbortController();
    const result = apiFailure(client.get('/api/x', {}, { signal: controller.signal }));
    controller.abort();
    expect(await result).toMatchObject({ kind: 'canceled', message: 'canceled' });
    expect(navigator.paths).toEqual([]);
  });
});

describe('FetchApiClient: the load-failed page', () => {
  it('rejects a network failure with "Network Error" and goes to /400', async () => {
    const { client, answer, navigator } = setup();
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'network', message: 'Network Error' });
    expect(navigator.paths).toEqual(['/400']);
  });

  it.each([401, 403])('goes to /400 on HTTP %i (without the unauthorized flag)', async (status) => {
    const { client, answer, navigator, sent } = setup({ bridge: true });
    answer(() => envelope(null, { code: status * 100, message: 'Forbidden', status }));
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'http', status, message: 'Forbidden' });
    expect(navigator.paths).toEqual(['/400']);
    expect(sent).toHaveLength(1);
  });

  it('does not stack another /400 when the admin is already there', async () => {
    const { client, answer, navigator } = setup({ url: 'https://admin.test/400' });
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await apiFailure(client.get('/api/x'));
    expect(navigator.paths).toEqual([]);
  });
});

describe('FetchApiClient: authorization retry (401 with the unauthorized flag)', () => {
  it('gets a session token, signs in through the auth callback, stores the new token and retries once', async () => {
    const { client, answer, sent, store, navigator } = setup({ bridge: true, sessionToken: 'fresh-session-token' });
    store.save({ token: 'expired-app-token', shop: HTTP_TEST_SHOP });
    answer((request) => {
      if (request.url.pathname === '/api/v1/admin/login') return envelope({ shop_info: { token: 'new-app-token', shopify_plan: 'basic' } });
      return request.headers.get('Authorization') === 'Bearer new-app-token' ? envelope({ ok: true }) : unauthorizedWithFlag();
    });
    await expect(client.get('/api/v1/admin/get_shop_configs')).resolves.toEqual({ ok: true });
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/admin/get_shop_configs',
      'POST /api/v1/admin/login',
      'GET /api/v1/admin/get_shop_configs',
    ]);
    expect(sent[1]?.body).toEqual({ shop: HTTP_TEST_SHOP, session_token: 'fresh-session-token' });
    expect(sent[1]?.url.origin).toBe('https://api.test');
    expect(store.read()).toEqual({ token: 'new-app-token', shop: HTTP_TEST_SHOP });
    expect(navigator.paths).toEqual([]);
  });

  it('takes the shop from the shop query parameter when none is stored', async () => {
    const { client, answer, sent } = setup({ bridge: true, url: 'https://admin.test/?shop=other-store.myshopify.com&host=abc' });
    answer((request) => {
      if (request.url.pathname === '/api/v1/admin/login') return envelope({ shop_info: { token: 'new-app-token', shopify_plan: 'basic' } });
      return request.headers.get('Authorization') === 'Bearer new-app-token' ? envelope(1) : unauthorizedWithFlag();
    });
    await client.get('/api/x');
    expect(sent[1]?.body).toMatchObject({ shop: 'other-store.myshopify.com' });
  });

  it('retries only once: a second flagged 401 fails with "Failed to authorize request." and goes to /400', async () => {
    const { client, answer, sent, navigator } = setup({ bridge: true });
    answer((request) =>
      request.url.pathname === '/api/v1/admin/login' ? envelope({ shop_info: { token: 'new-app-token', shopify_plan: 'basic' } }) : unauthorizedWithFlag(),
    );
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'http', status: 401, message: 'Failed to authorize request.' });
    expect(sent.map((request) => request.url.pathname)).toEqual(['/api/x', '/api/v1/admin/login', '/api/x']);
    expect(navigator.paths).toEqual(['/400']);
  });

  it('fails with "Failed to retrieve an authorization code" when the platform gives no session token', async () => {
    const { client, answer, sent, navigator, sessionTokens } = setup({ bridge: true });
    sessionTokens.failure = new Error('App Bridge: not ready');
    answer(unauthorizedWithFlag);
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'http', message: 'Failed to retrieve an authorization code' });
    expect(sent).toHaveLength(1);
    expect(navigator.paths).toEqual(['/400']);
  });

  it('fails with "Failed to retrieve an authorization code" without a bridge', async () => {
    const { client, answer, sent } = setup({ bridge: false });
    answer(unauthorizedWithFlag);
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ message: 'Failed to retrieve an authorization code' });
    expect(sent).toHaveLength(1);
  });

  it('fails with "Failed to authorize request." when the auth callback gives no token', async () => {
    const { client, answer, sent, navigator } = setup({ bridge: true });
    answer((request) =>
      request.url.pathname === '/api/v1/admin/login'
        ? envelope({ is_authorization_required: true, redirect_url: 'https://x', shop_info: null })
        : unauthorizedWithFlag(),
    );
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ message: 'Failed to authorize request.' });
    expect(sent).toHaveLength(2);
    expect(navigator.paths).toEqual(['/400']);
  });

  it('shares one authorization between calls that fail together', async () => {
    const { client, answer, sent } = setup({ bridge: true });
    answer((request) => {
      if (request.url.pathname === '/api/v1/admin/login') return envelope({ shop_info: { token: 'new-app-token', shopify_plan: 'basic' } });
      return request.headers.get('Authorization') === 'Bearer new-app-token' ? envelope(request.url.pathname) : unauthorizedWithFlag();
    });
    await expect(Promise.all([client.get('/api/a'), client.get('/api/b')])).resolves.toEqual(['/api/a', '/api/b']);
    expect(sent.filter((request) => request.url.pathname === '/api/v1/admin/login')).toHaveLength(1);
  });
});

describe('FetchApiClient: reauthorization', () => {
  it('sends the top window to the reauthorize URL and does not show /400', async () => {
    const { client, answer, browser, navigator } = setup({ bridge: true });
    answer(() =>
      envelope(null, {
        code: 40100,
        message: 'scope: the app needs permissions the shop has not granted (read_orders)',
        status: 401,
        headers: {
          'X-Shopify-API-Request-Failure-Reauthorize': '1',
          'X-Shopify-API-Request-Failure-Reauthorize-Url': 'https://demo-store.myshopify.com/admin/oauth/authorize?client_id=x',
        },
      }),
    );
    expect(await apiFailure(client.get('/api/x'))).toMatchObject({ kind: 'http', status: 401 });
    expect(browser.assigned).toEqual([{ url: 'https://demo-store.myshopify.com/admin/oauth/authorize?client_id=x', top: true }]);
    expect(navigator.paths).toEqual([]);
  });

  it("warns \"Couldn't find a fallback auth path to redirect to.\" when the server asks for it without an address, and reads the answer", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, answer, browser } = setup({ bridge: true });
    answer(() => envelope('still answered', { headers: { 'X-Shopify-API-Request-Failure-Reauthorize': '1' } }));
    await expect(client.get('/api/x')).resolves.toBe('still answered');
    expect(warn).toHaveBeenCalledWith("Couldn't find a fallback auth path to redirect to.");
    expect(browser.assigned).toEqual([]);
    warn.mockRestore();
  });
});

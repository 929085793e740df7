import { KLAVIYO_API_REVISION } from '../../../src/domain/klaviyo/klaviyo-events';
import { type KlaviyoGateway } from '../../application/klaviyo/klaviyo-gateway.port';

export interface HttpKlaviyoGatewayOptions {
  /** KLAVIYO_API_URL (https://a.klaviyo.com), or the loopback stand-in's address, known once it listens. */
  readonly baseUrl: () => string;
  readonly timeoutMs: number;
}

export const DEFAULT_KLAVIYO_TIMEOUT_MS = 10_000;

/** Klaviyo's REST API with a private key (docs/product/klaviyo.md): every request names the revision. */
export class HttpKlaviyoGateway implements KlaviyoGateway {
  constructor(private readonly options: HttpKlaviyoGatewayOptions) {}

  /** GET /api/accounts/: any private key with the Accounts read scope answers 200. */
  async checkKey(apiKey: string): Promise<'valid' | 'refused'> {
    const response = await this.request('GET', '/api/accounts/', apiKey);
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok) throw new Error(`Klaviyo answered ${response.status}`);
    return 'valid';
  }

  async sendEvent(apiKey: string, body: unknown): Promise<{ readonly status: number | null; readonly error: string | null }> {
    try {
      const response = await this.request('POST', '/api/events/', apiKey, JSON.stringify(body));
      const text = response.ok ? '' : await response.text();
      if (response.ok) await response.body?.cancel();
      return { status: response.status, error: response.ok ? null : `Klaviyo answered ${response.status}: ${klaviyoErrorDetail(text)}` };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private request(method: 'GET' | 'POST', path: string, apiKey: string, body?: string): Promise<Response> {
    return fetch(new URL(path, this.options.baseUrl()), {
      method,
      headers: {
        Authorization: `Klaviyo-API-Key ${apiKey}`,
        revision: KLAVIYO_API_REVISION,
        accept: 'application/vnd.api+json',
        ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'error',
    });
  }
}

/** The first error's detail of a JSON:API error answer, else the answer's start. */
function klaviyoErrorDetail(text: string): string {
  try {
    const parsed = JSON.parse(text) as { errors?: { detail?: unknown }[] };
    const detail = parsed.errors?.[0]?.detail;
    if (typeof detail === 'string') return detail;
  } catch {
    // not JSON
  }
  return text.slice(0, 200);
}

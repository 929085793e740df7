import { stillImageOf } from '../../../src/domain/instagram/instagram-posts';
import {
  InstagramApiError,
  type InstagramGateway,
  type InstagramImage,
  type InstagramMedia,
  type InstagramProfile,
  type InstagramToken,
} from '../../application/instagram/instagram-gateway.port';
import { type InstagramConfig } from './instagram-config';

/** The permission the buyers' show needs: read the account's profile and media. */
export const INSTAGRAM_SCOPE = 'instagram_business_basic';
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp';
/** An image larger than this is not copied. */
export const MAX_INSTAGRAM_IMAGE_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

interface InstagramErrorBody {
  readonly error_message?: string;
  readonly error?: { readonly message?: string; readonly type?: string; readonly code?: number } | string;
}

/**
 * Instagram API with Instagram Login over fetch (docs/product/instagram.md#connecting): the
 * authorize page, the code's exchange for a short-lived token (form POST to api.instagram.com), that
 * token's for a long-lived one (graph.instagram.com/access_token), the profile and the media list.
 */
export class HttpInstagramGateway implements InstagramGateway {
  constructor(
    private readonly config: InstagramConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({ client_id: this.config.appId, redirect_uri: redirectUri, response_type: 'code', scope: INSTAGRAM_SCOPE, state });
    return `${this.config.authorizeOrigin}/oauth/authorize?${query.toString()}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<InstagramToken> {
    const form = new URLSearchParams({ client_id: this.config.appId, client_secret: this.config.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code });
    const short = await this.json<{ access_token?: string; data?: readonly { access_token?: string }[] }>(`${this.config.oauthOrigin}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    // The answer is the token itself, or (newer apps) a one-item `data` list.
    const shortToken = short.access_token ?? short.data?.[0]?.access_token;
    if (!shortToken) throw new InstagramApiError('the code exchange answered no token', true);
    const query = new URLSearchParams({ grant_type: 'ig_exchange_token', client_secret: this.config.appSecret, access_token: shortToken });
    const long = await this.json<{ access_token?: string; expires_in?: number }>(`${this.config.graphOrigin}/access_token?${query.toString()}`);
    if (!long.access_token) throw new InstagramApiError('the long-lived token exchange answered no token', true);
    return { accessToken: long.access_token, expiresInSeconds: typeof long.expires_in === 'number' ? long.expires_in : null };
  }

  async renewToken(accessToken: string): Promise<InstagramToken> {
    const query = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: accessToken });
    const body = await this.json<{ access_token?: string; expires_in?: number }>(`${this.config.graphOrigin}/refresh_access_token?${query.toString()}`);
    if (!body.access_token) throw new InstagramApiError('the token renewal answered no token', true);
    return { accessToken: body.access_token, expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : null };
  }

  async profile(accessToken: string): Promise<InstagramProfile> {
    const query = new URLSearchParams({ fields: 'user_id,username', access_token: accessToken });
    const body = await this.json<{ id?: string; user_id?: string; username?: string }>(`${this.config.graphOrigin}/me?${query.toString()}`);
    const id = body.user_id ?? body.id;
    if (!id || !body.username) throw new InstagramApiError('the profile answered no account', false);
    return { id: String(id), username: body.username };
  }

  async media(accessToken: string, limit: number): Promise<readonly InstagramMedia[]> {
    const query = new URLSearchParams({ fields: MEDIA_FIELDS, limit: String(limit), access_token: accessToken });
    const body = await this.json<{ data?: readonly Record<string, unknown>[] }>(`${this.config.graphOrigin}/me/media?${query.toString()}`);
    return (body.data ?? []).slice(0, limit).flatMap((item): InstagramMedia[] => {
      const id = typeof item.id === 'string' ? item.id : null;
      const timestamp = typeof item.timestamp === 'string' ? new Date(item.timestamp) : null;
      if (!id || !timestamp || Number.isNaN(timestamp.getTime())) return [];
      const mediaType = typeof item.media_type === 'string' ? item.media_type : 'IMAGE';
      return [
        {
          id,
          mediaType,
          caption: typeof item.caption === 'string' ? item.caption : '',
          permalink: typeof item.permalink === 'string' && /^https?:\/\//.test(item.permalink) ? item.permalink : '',
          imageUrl: stillImageOf({ media_type: mediaType, media_url: asText(item.media_url), thumbnail_url: asText(item.thumbnail_url) }),
          timestamp,
        },
      ];
    });
  }

  async image(url: string): Promise<InstagramImage> {
    const response = await this.send(url, {});
    if (!response.ok) throw new InstagramApiError(`the image answered ${response.status}`, false);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_INSTAGRAM_IMAGE_BYTES) throw new InstagramApiError('the image is too large', false);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_INSTAGRAM_IMAGE_BYTES) throw new InstagramApiError('the image is too large', false);
    return { bytes };
  }

  private async json<T>(url: string, init: RequestInit = {}): Promise<T> {
    const response = await this.send(url, init);
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Reported below by status.
    }
    if (!response.ok) {
      const problem = body as InstagramErrorBody | null;
      const message = problem?.error_message ?? (typeof problem?.error === 'object' ? problem.error.message : problem?.error) ?? `answered ${response.status}`;
      // 400 and 401 refuse the credential (a used or wrong code, an expired token); the rest is an outage.
      throw new InstagramApiError(String(message).slice(0, 200), response.status === 400 || response.status === 401 || response.status === 403);
    }
    if (body === null || typeof body !== 'object') throw new InstagramApiError('answered something that is not JSON', false);
    return body as T;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new InstagramApiError(error instanceof Error ? error.message : 'could not be reached', false);
    }
  }
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { instagramConfig, type InstagramConfig } from './instagram-config';

/** A post the loopback Instagram lists; its image is a PNG of `color` it serves itself. */
export interface DevelopmentInstagramPost {
  readonly id: string;
  readonly caption: string;
  /** #rrggbb */
  readonly color: string;
  readonly timestamp: string;
  readonly mediaType?: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
}

export interface DevelopmentInstagramAccount {
  readonly id: string;
  readonly username: string;
}

export interface DevelopmentInstagram {
  /** The origin to configure (INSTAGRAM_API_URL). */
  readonly url: string;
  /** The app's credentials it accepts. */
  readonly config: InstagramConfig;
  readonly account: DevelopmentInstagramAccount;
  /** The account's media, the newest first; tests may change it. */
  readonly posts: DevelopmentInstagramPost[];
  /** Codes it issued and tokens it exchanged, for tests. */
  readonly exchanges: { readonly code: string; readonly redirectUri: string }[];
  /** Long-lived tokens it issued by renewal. */
  readonly renewals: readonly string[];
  close(): Promise<void>;
}

const DEMO_ACCOUNT: DevelopmentInstagramAccount = { id: '17841400000000001', username: 'starling_demo_store' };
const DAY_MS = 86_400_000;
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const IMAGE_SIDE = 64;

/** The demo account's posts: a few days apart, the newest first. */
function demoPosts(now: Date): DevelopmentInstagramPost[] {
  const captions: readonly [string, string][] = [
    ['Morning light on our linen range ☀️ #starling', '#c8a27a'],
    ['Packed and ready to ship to you 📦', '#6f8fa8'],
    ['Customer favourite: the everyday tote', '#a3b18a'],
    ['Behind the scenes at the studio', '#d4a5a5'],
    ['New colours just landed 🎨', '#9b8fc4'],
    ['Thank you for 1,000 reviews! <3 & more', '#e0b84c'],
  ];
  return captions.map(([caption, color], index) => ({
    id: `1800000000000000${index + 1}`,
    caption,
    color,
    timestamp: new Date(now.getTime() - (index + 1) * DAY_MS).toISOString().replace(/\.\d{3}Z$/, '+0000'),
  }));
}

/**
 * Instagram's OAuth and Graph API for one demo account on 127.0.0.1, in their wire shapes
 * (docs/product/instagram.md#development): the authorize page sends the merchant straight back
 * with a single-use code; the code buys a short-lived token, that one a long-lived token (renewable); the
 * media list points at PNGs it draws itself. Tests use it, and development store mode starts one
 * when no Instagram app is configured, so the demo store can connect.
 */
export async function startDevelopmentInstagram(options: { readonly appId?: string; readonly now?: () => Date } = {}): Promise<DevelopmentInstagram> {
  const now = options.now ?? (() => new Date());
  const appId = options.appId ?? 'development-instagram-app';
  const appSecret = randomBytes(16).toString('hex');
  const posts = demoPosts(now());
  const codes = new Map<string, string>();
  const shortTokens = new Set<string>();
  const longTokens = new Set<string>();
  const exchanges: { code: string; redirectUri: string }[] = [];
  const renewals: string[] = [];
  let origin = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    const query = url.searchParams;
    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      const redirect = query.get('redirect_uri') ?? '';
      if (query.get('client_id') !== appId || !/^https?:\/\//.test(redirect)) return sendJson(response, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid client_id or redirect_uri' });
      const code = randomBytes(12).toString('hex');
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = new URLSearchParams(await readBody(request));
      const code = form.get('code') ?? '';
      const expected = codes.get(code);
      codes.delete(code);
      if (form.get('client_id') !== appId || form.get('client_secret') !== appSecret) return sendJson(response, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid client secret' });
      if (form.get('grant_type') !== 'authorization_code' || expected === undefined || expected !== form.get('redirect_uri')) {
        return sendJson(response, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' });
      }
      exchanges.push({ code, redirectUri: expected });
      const token = `IGshort${randomBytes(12).toString('hex')}`;
      shortTokens.add(token);
      return sendJson(response, 200, { access_token: token, user_id: Number(DEMO_ACCOUNT.id), permissions: 'instagram_business_basic' });
    }
    if (request.method === 'GET' && url.pathname === '/access_token') {
      const token = query.get('access_token') ?? '';
      if (query.get('grant_type') !== 'ig_exchange_token' || query.get('client_secret') !== appSecret || !shortTokens.delete(token)) {
        return sendJson(response, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      }
      const long = `IGlong${randomBytes(16).toString('hex')}`;
      longTokens.add(long);
      return sendJson(response, 200, { access_token: long, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    }
    if (request.method === 'GET' && url.pathname === '/refresh_access_token') {
      if (query.get('grant_type') !== 'ig_refresh_token' || !longTokens.has(query.get('access_token') ?? '')) {
        return sendJson(response, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      }
      const renewed = `IGlong${randomBytes(16).toString('hex')}`;
      longTokens.add(renewed);
      renewals.push(renewed);
      return sendJson(response, 200, { access_token: renewed, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    }
    if (request.method === 'GET' && (url.pathname === '/me' || url.pathname === '/me/media')) {
      if (!longTokens.has(query.get('access_token') ?? '')) return sendJson(response, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      if (url.pathname === '/me') return sendJson(response, 200, { user_id: DEMO_ACCOUNT.id, username: DEMO_ACCOUNT.username, id: DEMO_ACCOUNT.id });
      const limit = Math.max(1, Math.min(100, Number(query.get('limit') ?? '25') || 25));
      return sendJson(response, 200, {
        data: posts.slice(0, limit).map((post) => {
          const image = `${origin}/media/${post.id}.png`;
          const video = post.mediaType === 'VIDEO';
          return {
            id: post.id,
            caption: post.caption,
            media_type: post.mediaType ?? 'IMAGE',
            media_url: video ? `${origin}/media/${post.id}.mp4` : image,
            ...(video ? { thumbnail_url: image } : {}),
            permalink: `https://www.instagram.com/p/${post.id}/`,
            timestamp: post.timestamp,
          };
        }),
        paging: {},
      });
    }
    const image = /^\/media\/(\d+)\.png$/.exec(url.pathname);
    const post = image && posts.find((candidate) => candidate.id === image[1]);
    if (request.method === 'GET' && post) {
      const png = solidPng(post.color);
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength }).end(png);
      return;
    }
    sendJson(response, 404, { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendJson(response, 500, { error: { message: 'Internal error' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    config: instagramConfig(appId, appSecret, origin),
    account: DEMO_ACCOUNT,
    posts,
    exchanges,
    renewals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A square PNG of one colour (8-bit RGB). */
function solidPng(color: string): Buffer {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16) || 0);
  const row = Buffer.alloc(1 + IMAGE_SIDE * 3);
  for (let x = 0; x < IMAGE_SIDE; x += 1) row.set([r ?? 0, g ?? 0, b ?? 0], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: IMAGE_SIDE }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(IMAGE_SIDE, 0);
  header.writeUInt32BE(IMAGE_SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

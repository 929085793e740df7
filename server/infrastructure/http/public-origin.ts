import { type Context } from 'hono';

/**
 * This server's public origin for links it hands out (upload host, file URLs): the configured
 * app URL when there is one, else the origin the request came to (development store mode).
 */
export function publicOrigin(c: Context, configured: string | null): string {
  return configured ? configured.replace(/\/+$/, '') : new URL(c.req.url).origin;
}

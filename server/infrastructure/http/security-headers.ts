import { createMiddleware } from 'hono/factory';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';

/** The shared resource picker's public page, which the provider's sister apps may frame. */
export const RESOURCE_PICKER_PATH = '/resource_picker';

export interface SecurityHeadersOptions {
  /** Origins (https, no path) allowed to frame the resource picker page (PICKER_HOST_ORIGINS). */
  readonly pickerHostOrigins: readonly string[];
}

/**
 * Embedded pages may be framed only by the shop's own admin (platform facts: frame-ancestors
 * with the shop from the validated `shop` parameter). The resource picker page may also be
 * framed by our own origin and the configured picker hosts. Anything else may not be framed at all.
 */
export function frameAncestorsFor(shopParameter: string | undefined, path = '', pickerHostOrigins: readonly string[] = []): string {
  const sources: string[] = path === RESOURCE_PICKER_PATH ? ["'self'", ...pickerHostOrigins] : [];
  const shop = parseShopDomain(shopParameter);
  if (shop) sources.push(`https://${shop}`, 'https://admin.shopify.com');
  const unique = [...new Set(sources)];
  return unique.length > 0 ? `frame-ancestors ${unique.join(' ')};` : "frame-ancestors 'none';";
}

/**
 * API answers carry tokens and shop data: no cache (browser, proxy or CDN) may keep one. An answer
 * that sets its own Cache-Control (a file download) keeps it.
 */
export function noStoreAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}

export function securityHeaders(options: SecurityHeadersOptions = { pickerHostOrigins: [] }) {
  return createMiddleware(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      c.header('Content-Security-Policy', frameAncestorsFor(c.req.query('shop'), c.req.path, options.pickerHostOrigins));
    }
  });
}

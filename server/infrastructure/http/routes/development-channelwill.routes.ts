import { Hono } from 'hono';
import { type ChannelwillRefusal, type VerifiedChannelwillLink } from '../../../application/integrations/channelwill';
import { escapeHtml, renderHtmlPage } from '../html-page';
import { type HttpEnv } from '../http-env';

/** The stand-in's address on this server (development store mode only). */
export const DEVELOPMENT_CHANNELWILL_PATH = '/dev-channelwill';

/**
 * Development store mode's stand-in for the sister app Channelwill (docs/product/integrations.md#channelwill):
 * it checks the link the admin opened exactly as Channelwill does, and says whom it signed in or
 * why it refused. A development tool, in English like the simulated charge confirmation.
 */
const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f1f1f1}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p,dl{margin:0 0 1.25rem;overflow-wrap:anywhere}dt{font-weight:600}dd{margin:0 0 .5rem}
.note{background:#fff4d6;padding:.75rem 1rem;border-radius:8px}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:1.5rem}}`;

const NOTE = `<p class="note">Development store: this page stands in for Channelwill, which checks the sign the same way.</p>`;

const REFUSALS: Record<ChannelwillRefusal, string> = {
  malformed: 'The link lacks the shop, its id or the sign.',
  not_genuine: 'The sign was not made for this shop with the shared secret.',
  expired: 'The sign has expired: open Channelwill again from the app.',
  from_the_future: 'The sign claims to be made later than now: check the servers’ clocks.',
  unknown_shop: 'The shop id and the shop domain do not name the same installed shop.',
};

function page(title: string, body: string): string {
  return renderHtmlPage({ language: 'en', title: `${title} · Channelwill`, style: STYLE, body: `<h1>${escapeHtml(title)}</h1>\n${NOTE}\n${body}` });
}

export function developmentChannelwillRoutes(verify: (query: Record<string, string>) => Promise<VerifiedChannelwillLink | ChannelwillRefusal>) {
  const routes = new Hono<HttpEnv>();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const verdict = await verify(c.req.query());
    if (typeof verdict === 'string') {
      return c.html(page('Sign refused', `<p>${escapeHtml(REFUSALS[verdict])}</p>`), 403);
    }
    const signedAt = new Date(verdict.signTime * 1000).toISOString();
    return c.html(
      page(
        'Sign verified',
        `<p>Channelwill signed in ${escapeHtml(verdict.name || verdict.domain)}.</p>
<dl><dt>Shop</dt><dd>${escapeHtml(verdict.domain)}</dd><dt>Shop id</dt><dd>${verdict.shopId}</dd><dt>Signed at</dt><dd>${escapeHtml(signedAt)}</dd></dl>`,
      ),
    );
  });
  return routes;
}

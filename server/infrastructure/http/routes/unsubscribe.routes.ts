import { type Context, Hono } from 'hono';
import { isOneClickBody } from '../../../../src/domain/collect/unsubscribe';
import { languageFromAcceptLanguage } from '../../../../src/domain/i18n/accept-language';
import { type UnsubscribeCheck, type UnsubscribeUseCase } from '../../../application/mail/unsubscribe.use-case';
import { UNSUBSCRIBE_PATH } from '../../auth/jose-unsubscribe-links';
import { UNSUBSCRIBE_WORDS, type UnsubscribeWords } from '../../mail/unsubscribe-words';
import { escapeHtml, renderHtmlPage } from '../html-page';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';

/** A one-click body is 26 bytes; a browser's confirm form a few more. */
const UNSUBSCRIBE_BODY_LIMIT_BYTES = 1024;


/** The words with {shop} and {email} filled in; every value escaped. */
function fill(text: string, values: { readonly shop: string; readonly email: string }): string {
  return escapeHtml(text).replace(/\{(shop|email)\}/g, (_match, name: 'shop' | 'email') => `<strong>${escapeHtml(values[name])}</strong>`);
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f5}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p{margin:0 0 1.5rem;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#1a1a1a;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #005bd3;outline-offset:2px}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:1.5rem}}`;

function page(language: string, title: string, body: string): string {
  return renderHtmlPage({ language, title, style: STYLE, body });
}

function answer(c: Context<HttpEnv>, check: UnsubscribeCheck, token: string) {
  const language = languageFromAcceptLanguage(c.req.header('Accept-Language'));
  const words: UnsubscribeWords = UNSUBSCRIBE_WORDS[language];
  c.header('Cache-Control', 'no-store');
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Language');
  if (!check.valid) {
    return c.html(page(language, words.invalidTitle, `<h1>${escapeHtml(words.invalidTitle)}</h1>\n<p>${escapeHtml(words.invalid)}</p>`), 400);
  }
  const values = { shop: check.shopName, email: check.email };
  if (check.unsubscribed) {
    return c.html(page(language, words.doneTitle, `<h1>${escapeHtml(words.doneTitle)}</h1>\n<p role="status">${fill(words.done, values)}</p>`), 200);
  }
  const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
  return c.html(
    page(
      language,
      words.pageTitle,
      `<h1>${fill(words.question, values)}</h1>\n<p>${fill(words.explain, values)}</p>\n<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.confirm)}</button></form>`,
    ),
    200,
  );
}

/**
 * The public unsubscribe address every marketing mail carries (docs/product/collect-mail.md#unsubscribe):
 * GET shows a page in the customer's language with a confirm button; POST (the button, or a mailbox
 * provider's RFC 8058 one-click request with `List-Unsubscribe=One-Click`) stores the unsubscribe at
 * once and answers 200. No login: the signed link is the credential. A bad link gets a page saying so.
 */
export function unsubscribeRoutes(unsubscribe: UnsubscribeUseCase): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('t') ?? '';
    return answer(c, await unsubscribe.check(token), token);
  });
  routes.post(UNSUBSCRIBE_PATH, limitBody(UNSUBSCRIBE_BODY_LIMIT_BYTES, `body: must be at most ${UNSUBSCRIBE_BODY_LIMIT_BYTES} bytes`), async (c) => {
    const token = c.req.query('t') ?? '';
    // The one-click body (RFC 8058), which the page's button sends too; any other POST only shows the page.
    if (!isOneClickBody(await c.req.text())) return answer(c, await unsubscribe.check(token), token);
    return answer(c, await unsubscribe.unsubscribe(token), token);
  });
  return routes;
}

import { type Context, Hono } from 'hono';
import { type i18n } from 'i18next';
import { isOneClickBody } from '../../../../src/domain/collect/unsubscribe';
import { languageFromAcceptLanguage } from '../../../../src/domain/i18n/accept-language';
import { type NotificationUnsubscribeCheck, type NotificationUnsubscribeUseCase } from '../../../application/notifications/notification-unsubscribe.use-case';
import { NOTIFICATION_UNSUBSCRIBE_PATH } from '../../auth/jose-notification-unsubscribe-links';
import { escapeHtml, renderHtmlPage } from '../html-page';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';

/** A one-click body is 26 bytes; the page's form a few more. */
const BODY_LIMIT_BYTES = 1024;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f5}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p{margin:0 0 1.5rem;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#1a1a1a;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #005bd3;outline-offset:2px}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:1.5rem}}`;

function answer(c: Context<HttpEnv>, words: i18n, check: NotificationUnsubscribeCheck, token: string) {
  const language = languageFromAcceptLanguage(c.req.header('Accept-Language'));
  const t = words.getFixedT(language, 'notifications');
  const page = (title: string, body: string) => renderHtmlPage({ language, title, style: STYLE, body });
  c.header('Cache-Control', 'no-store');
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Language');
  if (!check.valid) {
    return c.html(page(t('unsubscribe.invalidTitle'), `<h1>${escapeHtml(t('unsubscribe.invalidTitle'))}</h1>\n<p>${escapeHtml(t('unsubscribe.invalid'))}</p>`), 400);
  }
  // Every value escaped: the texts carry no markup of their own.
  const values = { shop: check.shopName, email: check.email, kind: t(`kinds.${check.kind}`) };
  if (check.stopped) {
    return c.html(page(t('unsubscribe.doneTitle'), `<h1>${escapeHtml(t('unsubscribe.doneTitle'))}</h1>\n<p role="status">${escapeHtml(t('unsubscribe.done', values))}</p>`), 200);
  }
  const action = `${NOTIFICATION_UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
  return c.html(
    page(
      t('unsubscribe.title'),
      `<h1>${escapeHtml(t('unsubscribe.question', values))}</h1>\n<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('unsubscribe.confirm'))}</button></form>`,
    ),
    200,
  );
}

/**
 * The unsubscribe address of the merchant's notification e-mails (docs/product/notifications.md#unsubscribe):
 * GET asks to confirm (a link scanner stops nothing); POST with RFC 8058's one-click body, which
 * the page's button sends too, stops that notification for that address at once. No login: the
 * signed link is the credential; a bad link gets a page saying so.
 */
export function notificationUnsubscribeRoutes(unsubscribe: NotificationUnsubscribeUseCase, words: i18n): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get(NOTIFICATION_UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('t') ?? '';
    return answer(c, words, await unsubscribe.check(token), token);
  });
  routes.post(NOTIFICATION_UNSUBSCRIBE_PATH, limitBody(BODY_LIMIT_BYTES, `body: must be at most ${BODY_LIMIT_BYTES} bytes`), async (c) => {
    const token = c.req.query('t') ?? '';
    if (!isOneClickBody(await c.req.text())) return answer(c, words, await unsubscribe.check(token), token);
    return answer(c, words, await unsubscribe.stop(token), token);
  });
  return routes;
}

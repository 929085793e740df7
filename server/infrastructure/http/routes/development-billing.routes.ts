import { type Context, Hono } from 'hono';
import { type DevelopmentBillingConfirmation, type PendingChargeView } from '../../../application/billing/development-billing';
import { escapeHtml, renderHtmlPage } from '../html-page';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';

/**
 * Development store mode's stand-in for Shopify's charge confirmation page (docs/product/plans-and-limits.md#billing):
 * the plan, price and trial, Approve or Decline. Approve returns through the admin's /auth with
 * `charge_id`, exactly as Shopify does; Decline goes back to the plan page. A development tool,
 * in English like the demo storefront.
 */
const FORM_BODY_LIMIT_BYTES = 1024;


const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f1f1f1}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p,dl{margin:0 0 1.25rem;overflow-wrap:anywhere}dt{font-weight:600}dd{margin:0 0 .5rem}
.note{background:#fff4d6;padding:.75rem 1rem;border-radius:8px}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer;min-height:44px;border:1px solid #1a1a1a}
.approve{background:#1a1a1a;color:#fff}.decline{background:#fff;color:#1a1a1a}
button:focus-visible{outline:3px solid #005bd3;outline-offset:2px}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:1.5rem}}`;

function page(title: string, body: string): string {
  return renderHtmlPage({ language: 'en', title, style: STYLE, body });
}

function confirmationBody(view: PendingChargeView, shop: string, chargeId: string): string {
  const discount =
    view.discountPercent > 0 ? `<dt>Discount</dt><dd>${view.discountPercent}% off for ${view.discountIntervals} ${view.interval === 'year' ? 'year(s)' : 'month(s)'}</dd>` : '';
  const trial = view.trialDays > 0 ? `<dt>Free trial</dt><dd>${view.trialDays} days</dd>` : '';
  return `<h1>Approve subscription</h1>
<p class="note">Development store: this page stands in for Shopify's charge confirmation. Nothing is billed.</p>
<p>${escapeHtml(view.shopName)} is subscribing to Starling Reviews.</p>
<dl>
<dt>Plan</dt><dd>${escapeHtml(view.planName)}</dd>
<dt>Price</dt><dd>$${view.price.toFixed(2)} USD per ${view.interval}</dd>
${trial}${discount}
</dl>
<form method="post" class="actions">
<input type="hidden" name="shop" value="${escapeHtml(shop)}">
<input type="hidden" name="charge_id" value="${escapeHtml(chargeId)}">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</form>`;
}

function notPending(c: Context<HttpEnv>) {
  return c.html(page('Charge not found', '<h1>Charge not found</h1>\n<p>This charge does not exist or was already answered.</p>'), 404);
}

export function developmentBillingRoutes(confirmation: DevelopmentBillingConfirmation) {
  const routes = new Hono<HttpEnv>();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const shop = c.req.query('shop') ?? '';
    const chargeId = c.req.query('charge_id') ?? '';
    const view = await confirmation.pending(shop, chargeId);
    if (!view) return notPending(c);
    return c.html(page('Approve subscription', confirmationBody(view, shop, chargeId)));
  });
  routes.post('/', limitBody(FORM_BODY_LIMIT_BYTES, `body: must be at most ${FORM_BODY_LIMIT_BYTES} bytes`), async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody();
    const shop = typeof form.shop === 'string' ? form.shop : '';
    const chargeId = typeof form.charge_id === 'string' ? form.charge_id : '';
    const approve = form.decision === 'approve';
    if (!(await confirmation.answer(shop, chargeId, approve))) return notPending(c);
    if (!approve) return c.redirect('/plan?source=navigation', 303);
    return c.redirect(`/auth?${new URLSearchParams({ charge_id: chargeId, shop }).toString()}`, 303);
  });
  return routes;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';
import { shopDomainFromInput } from '../../../src/application/auth/shop-domain-input';
import { GUIDE_ROUTE } from '../../../src/domain/guide/guide-login';
import { expectPolarisStyled } from './polaris-styles';

/** The shell shows a Free shop's upgrade offer at most once per 10 minutes; this says it just did. */
const DISCOUNT_MODAL_COOKIE = 'starling_reviews_discount_modal';

export interface SignInOptions {
  /**
   * A page of the app (a path, no query) to sign in to, as /auth does when the route guard sends
   * a merchant there with `path`: the test lands on it without passing the login form and the
   * dashboard on its way (the login form itself is tested in auth.spec.ts).
   */
  readonly landOn?: string;
}

/** Signs in to a development-mode shop (through /login, or straight to `landOn`) and returns its app token. */
export async function signIn(page: Page, shop: string, options: SignInOptions = {}): Promise<string> {
  // Cookies belong to a host, whatever the port: this one holds for every test's server.
  await page.context().addCookies([{ name: DISCOUNT_MODAL_COOKIE, value: String(Date.now()), domain: '127.0.0.1', path: '/' }]);
  if (options.landOn) {
    const landOn = options.landOn;
    await page.goto(`/auth?${new URLSearchParams({ shop: shopDomainFromInput(shop) ?? shop, path: landOn }).toString()}`);
    await expect(page).toHaveURL((url) => url.pathname === landOn || url.pathname === GUIDE_ROUTE);
    // A shop that has not finished the setup guide is sent there first, whatever it asked for.
    if (new URL(page.url()).pathname !== landOn) await page.goto(landOn);
  } else {
    await page.goto('/login');
    await page.getByLabel('Store domain').fill(shop);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/(login|auth)(\?|$)/);
  }
  const token = await page.evaluate(() => {
    const entry = Object.entries(localStorage).find(([key]) => key.endsWith('auth_token'));
    return entry ? (JSON.parse(entry[1]) as { value: { token: string } }).value.token : '';
  });
  expect(token).not.toBe('');
  return token;
}

/**
 * axe-core's minified build, evaluated only in a document that has none yet. AxeBuilder evaluates
 * the source it is given in the page twice per check and once more in every frame; with its default
 * (the unminified build, 1.3 MB) that cost more than the rules themselves on a page already checked.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe === 'undefined') {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * The rules that can only ever report minor or moderate violations: axe gives every finding of a
 * rule with an impact that impact (its `finalizeRuleResult`), and only serious and critical ones
 * fail a test, so leaving these out changes no verdict. Read from axe-core's own rule list (an
 * internal field: a newer axe without it fails here, loudly), so a rule axe raises to serious runs.
 */
const RULES_NEVER_SERIOUS = (axeCore as unknown as { readonly _audit: { readonly rules: readonly { readonly id: string; readonly impact?: string }[] } })._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/**
 * The page's serious and critical axe-core violations, each with the nodes it names. axe runs once,
 * in the page and its frames (legacy mode), reporting violations only: the same verdicts at a
 * third of the cost of a default analyze(), which opens a page of its own to assemble results.
 * `exclude`: a part axe cannot enter, e.g. a frame sandboxed against scripts (axe waits for it
 * forever); its content must be checked where it is a page of its own.
 */
export async function seriousViolations(page: Page, options: { readonly exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules([...RULES_NEVER_SERIOUS]);
  const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.html).join(' | ')})`);
}

export async function expectAccessible(page: Page, options: { readonly exclude?: string } = {}): Promise<void> {
  expect(await seriousViolations(page, options)).toEqual([]);
}

/** Accessible, and every Polaris part styled: an unstyled part is a defect a merchant sees as surely as a contrast one. */
export async function expectNoSeriousViolations(page: Page, options: { readonly exclude?: string } = {}): Promise<void> {
  await expectAccessible(page, options);
  await expectPolarisStyled(page);
}

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DrizzleComplianceRepository } from '../../../server/infrastructure/db/drizzle-compliance-repository';
import { affiliateReports } from '../../../server/infrastructure/db/schema';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const GET_SIGN = '/api/v1/admin/get_affiliate_sign';
const REPORT = '/api/v1/public/affiliate/report';
const REPORTS_PER_ADDRESS = 12;

describe.each(TEST_DATABASES)('affiliate tracking report on $name', (target) => {
  let clockOffsetMs = 0;
  const ctx = useTestServer(target, () => ({
    now: () => new Date(Date.now() + clockOffsetMs),
    affiliateReportLimits: { reportsPerAddressPerHour: REPORTS_PER_ADDRESS, trustedProxyHops: 1 },
  }));
  afterEach(() => {
    clockOffsetMs = 0;
  });

  let nextAddress = 1;
  /** Each call from an address of its own, so only the rate-limit test spends an address's reports. */
  const freshAddress = () => ({ 'X-Forwarded-For': `203.0.113.${nextAddress++}` });

  async function signFor(shop: SignedInShop) {
    const response = await ctx.server.call('GET', GET_SIGN, { token: shop.token });
    expect(response.json?.code).toBe(0);
    return response.json?.data as { sign: string; sign_time: number };
  }

  function report(body: Record<string, unknown>, headers: Record<string, string> = freshAddress()) {
    return ctx.server.call('POST', REPORT, { body, headers });
  }

  async function reportFor(shop: SignedInShop, fields: Record<string, unknown> = {}) {
    const { sign, sign_time } = await signFor(shop);
    return report({ type: 'install', source: 'partner-blog', medium: 'referral', campaign: 'spring', content: 'banner', shop: shop.domain, sign, sign_time, app_id: 'starling-reviews', ...fields });
  }

  const storedFor = (shop: SignedInShop) =>
    ctx.database.handle.db
      .select({ type: affiliateReports.type, source: affiliateReports.source, medium: affiliateReports.medium, campaign: affiliateReports.campaign, content: affiliateReports.content, appId: affiliateReports.appId })
      .from(affiliateReports)
      .where(eq(affiliateReports.shopId, shop.id));

  it('keeps a report signed for its shop, once, and answers a second copy as a duplicate', async () => {
    const shop = await signInShop(ctx.server, 'partner-install.myshopify.com');
    const first = await reportFor(shop);
    expect(first.json).toEqual({ code: 0, message: 'ok', data: { type: 'install', duplicate: false } });
    // Signs are made to the second: the second copy comes a second later, with a sign of its own.
    clockOffsetMs = 1000;
    const again = await reportFor(shop);
    expect(again.json?.data).toEqual({ type: 'install', duplicate: true });
    expect(await storedFor(shop)).toEqual([{ type: 'install', source: 'partner-blog', medium: 'referral', campaign: 'spring', content: 'banner', appId: 'starling-reviews' }]);
  });

  it('refuses a forged or altered sign, and a sign used a second time, storing nothing', async () => {
    const shop = await signInShop(ctx.server, 'forged-sign.myshopify.com');
    const { sign, sign_time } = await signFor(shop);
    const base = { type: 'visit', source: 'newsletter', shop: shop.domain, app_id: 'starling-reviews' };
    for (const forged of [
      { sign: `${sign_time}.${'0'.repeat(64)}`, sign_time },
      { sign: `${sign_time + 1}.${sign.split('.')[1]}`, sign_time: sign_time + 1 },
      { sign: 'not-a-sign', sign_time },
    ]) {
      const refused = await report({ ...base, ...forged });
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ code: 40100, message: 'sign: is not valid for this shop', data: null });
    }
    const mismatched = await report({ ...base, sign, sign_time: sign_time - 1 });
    expect(mismatched.status).toBe(401);
    expect(mismatched.json?.message).toBe('sign_time: is not the time the sign was made');
    expect(await storedFor(shop)).toEqual([]);

    expect((await report({ ...base, sign, sign_time })).json?.code).toBe(0);
    const replayed = await report({ ...base, campaign: 'another', sign, sign_time });
    expect(replayed.status).toBe(401);
    expect(replayed.json?.message).toBe('sign: has already been used');
    expect(await storedFor(shop)).toHaveLength(1);
  });

  it('refuses a sign older than five minutes and one dated ahead of the clock, and takes one just in time', async () => {
    const shop = await signInShop(ctx.server, 'slow-report.myshopify.com');
    const stale = await signFor(shop);
    const inTime = await signFor(shop);
    const body = { type: 'visit', source: 'newsletter', shop: shop.domain, app_id: 'starling-reviews' };

    clockOffsetMs = 301_000;
    const expired = await report({ ...body, ...stale });
    expect(expired.status).toBe(401);
    expect(expired.json?.message).toBe('sign_time: the sign has expired (signs last 300 seconds)');

    clockOffsetMs = 60_000;
    const ahead = await signFor(shop);
    clockOffsetMs = 0;
    const early = await report({ ...body, ...ahead });
    expect(early.status).toBe(401);
    expect(early.json?.message).toBe('sign_time: is in the future');
    expect(await storedFor(shop)).toEqual([]);

    clockOffsetMs = 298_000;
    expect((await report({ ...body, ...inTime })).json?.data).toEqual({ type: 'visit', duplicate: false });
  });

  it('answers a 422 naming the field that is missing or wrong, and stores nothing', async () => {
    const shop = await signInShop(ctx.server, 'bad-fields.myshopify.com');
    const { sign, sign_time } = await signFor(shop);
    const valid = { type: 'install', source: 'blog', medium: '', campaign: '', content: '', shop: shop.domain, sign, sign_time, app_id: 'starling-reviews' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, source: undefined }, 'source: is required'],
      [{ ...valid, source: '  ' }, 'source: must not be blank'],
      [{ ...valid, type: undefined }, 'type: is required'],
      [{ ...valid, type: 'purchase' }, 'type: "purchase" is not one of install, visit'],
      [{ ...valid, shop: undefined }, 'shop: is required'],
      [{ ...valid, shop: 'example.com' }, 'shop: must be a *.myshopify.com domain'],
      [{ ...valid, sign: undefined }, 'sign: is required'],
      [{ ...valid, sign_time: undefined }, 'sign_time: is required'],
      [{ ...valid, sign_time: 'soon' }, 'sign_time: must be a whole number from 1 to 253402300799'],
      [{ ...valid, app_id: undefined }, 'app_id: is required'],
      [{ ...valid, app_id: 'other-app' }, 'app_id: "other-app" is not one of starling-reviews, starling-qa'],
      [{ ...valid, campaign: 'x'.repeat(101) }, 'campaign: must be at most 100 characters'],
      [{ ...valid, content: 'line\u0001break' }, 'content: must not contain control characters'],
    ];
    for (const [body, message] of cases) {
      const response = await report(body);
      expect(response.status, message).toBe(422);
      expect(response.json?.message).toBe(message);
    }
    expect(await storedFor(shop)).toEqual([]);
    // None of them spent the sign.
    expect((await report(valid)).json?.code).toBe(0);
  });

  it('refuses to credit an install to a shop installed longer ago than a campaign is kept, and takes it as a visit', async () => {
    const shop = await signInShop(ctx.server, 'long-installed.myshopify.com');
    await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - 31 * MS_PER_DAY) });
    const install = await reportFor(shop, { type: 'install' });
    expect(install.status).toBe(422);
    expect(install.json?.message).toBe('type: install: the shop was installed more than 30 days ago, before any campaign still kept');
    expect((await reportFor(shop, { type: 'visit' })).json?.data).toEqual({ type: 'visit', duplicate: false });
  });

  it("never files a report for another shop with a shop's own sign, nor for a shop that is not installed", async () => {
    const attacker = await signInShop(ctx.server, 'affiliate-attacker.myshopify.com');
    const victim = await signInShop(ctx.server, 'affiliate-victim.myshopify.com');
    const { sign, sign_time } = await signFor(attacker);
    const aimedAtVictim = await report({ type: 'install', source: 'fraud', shop: victim.domain, sign, sign_time, app_id: 'starling-reviews' });
    expect(aimedAtVictim.status).toBe(401);
    expect(aimedAtVictim.json).toEqual({ code: 40100, message: 'sign: is not valid for this shop', data: null });
    const unknown = await report({ type: 'install', source: 'fraud', shop: 'never-installed.myshopify.com', sign, sign_time, app_id: 'starling-reviews' });
    expect(unknown.json).toEqual(aimedAtVictim.json);
    expect(await storedFor(victim)).toEqual([]);

    // A's own report lands on A alone, and its answer says nothing of any other shop's reports.
    await reportFor(victim, { source: 'victim-partner' });
    const own = await report({ type: 'install', source: 'own-partner', shop: attacker.domain, sign, sign_time, app_id: 'starling-reviews' });
    expect(own.json?.data).toEqual({ type: 'install', duplicate: false });
    expect(own.text).not.toContain('victim-partner');
    expect((await storedFor(attacker)).map((row) => row.source)).toEqual(['own-partner']);
    expect((await storedFor(victim)).map((row) => row.source)).toEqual(['victim-partner']);
  });

  it('counts every report an address files, refused ones too, and answers 429 past the limit', async () => {
    const shop = await signInShop(ctx.server, 'busy-office.myshopify.com');
    const office = { 'X-Forwarded-For': '198.51.100.7' };
    for (let attempt = 0; attempt < REPORTS_PER_ADDRESS; attempt++) {
      const response = await report({ type: 'visit', source: 'x', shop: shop.domain, sign: 'guess', sign_time: 1, app_id: 'starling-reviews' }, office);
      expect(response.status).toBe(401);
    }
    const { sign, sign_time } = await signFor(shop);
    const limited = await report({ type: 'visit', source: 'x', shop: shop.domain, sign, sign_time, app_id: 'starling-reviews' }, office);
    expect(limited.status).toBe(429);
    expect(limited.json?.message).toMatch(/^address: too many affiliate reports; try again in \d+ s$/);
    expect(await storedFor(shop)).toEqual([]);
    // Another address is not held back.
    expect((await report({ type: 'visit', source: 'x', shop: shop.domain, sign, sign_time, app_id: 'starling-reviews' })).json?.code).toBe(0);
  });

  it("goes with the shop when Shopify's shop/redact erases it", async () => {
    const shop = await signInShop(ctx.server, 'erased-partner-shop.myshopify.com');
    const other = await signInShop(ctx.server, 'kept-partner-shop.myshopify.com');
    await reportFor(shop);
    await reportFor(other);
    await new DrizzleComplianceRepository(ctx.database.handle.db).eraseShop(shop);
    expect(await storedFor(shop)).toEqual([]);
    expect(await storedFor(other)).toHaveLength(1);
  });

  it('asks for an app token before giving a sign', async () => {
    const response = await ctx.server.call('GET', GET_SIGN);
    expect(response.status).toBe(401);
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { signInShop, type SignedInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('setup guide on $name', (target) => {
  // Each database's server logs apart: shop ids repeat from one database to the other.
  const logLines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  /** The server's completion events for this shop (docs/product/setup-guide.md#completion). */
  const completionEvents = (shop: SignedInShop) =>
    logLines.map((line) => JSON.parse(line) as { event?: string; shopId?: number }).filter((line) => line.event === 'setup_guide_completed' && line.shopId === shop.id);
  const ctx = useTestServer(target, { logger });

  const call = (shop: SignedInShop, method: 'GET' | 'POST', name: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${name}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const guide = async (shop: SignedInShop): Promise<any> => {
    const response = await call(shop, 'GET', 'get_new_setup_guide');
    expect(response.status, response.text).toBe(200);
    return response.json?.data;
  };
  const doneSteps = async (shop: SignedInShop) => ((await guide(shop)).steps as { id: number; done: boolean }[]).filter((step) => step.done).map((step) => step.id);
  const signIn = async (domain: string): Promise<any> => (await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop: domain } })).json?.data;

  it('gives a new shop group A with steps 1-4 open, each with the screen that completes it', async () => {
    const shop = await signInShop(ctx.server, 'guide-new.myshopify.com');
    expect(await guide(shop)).toEqual({
      group: 'A',
      steps: [
        { id: 1, name: 'enableThemeEmbed', done: false, path: '/display' },
        { id: 2, name: 'customiseWidget', done: false, path: '/display' },
        { id: 3, name: 'migrateReviews', done: false, path: '/import' },
        { id: 4, name: 'viewDiscount', done: false, path: '/collect/discount' },
      ],
      completed: 0,
      total: 4,
      all_done: false,
      is_guide_banner: '1',
      hide_setup_guide: '2',
      skip_install: 0,
      completed_at: null,
      theme_editor_url: null,
    });
  });

  it('ticks each step of group A as its real action happens, then completes once and sends sign-in to the dashboard', async () => {
    const shop = await signInShop(ctx.server, 'guide-a.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('guide-mug', 'Guide mug', ['One'])] });
    expect(await doneSteps(shop)).toEqual([]);

    await call(shop, 'POST', 'enable_development_theme_embed', {});
    expect(await doneSteps(shop)).toEqual([1]);

    expect((await call(shop, 'POST', 'set_review_widget_settings', { star_color: '#AA0000' })).status).toBe(200);
    expect(await doneSteps(shop)).toEqual([1, 2]);

    const added = await ctx.server.call('POST', `${ADMIN}/import/add_manual_review`, {
      token: shop.token,
      body: { product_id: 'guide-mug', rating: 5, body: 'Lovely mug.', author_name: 'Guide Buyer', commented_at: '2025-01-02' },
    });
    expect(added.status, added.text).toBe(200);
    expect(await doneSteps(shop)).toEqual([1, 2]);
    await ctx.server.reviewImportWorker.drain();
    expect(await doneSteps(shop)).toEqual([1, 2, 3]);
    expect(completionEvents(shop)).toHaveLength(0);

    await call(shop, 'POST', 'save_shop_config', { key: 'clicked_guide_discount_show', value: '1', type: 1 });
    const complete = await guide(shop);
    expect(complete).toMatchObject({ completed: 4, total: 4, all_done: true, skip_install: 1 });
    expect(complete.completed_at).not.toBeNull();
    expect(completionEvents(shop)).toHaveLength(1);

    // Later reads, at once or one by one, never send it again.
    await Promise.all([guide(shop), guide(shop), guide(shop)]);
    expect((await guide(shop)).completed_at).toBe(complete.completed_at);
    expect(completionEvents(shop)).toHaveLength(1);
    expect((await signIn(shop.domain)).shop_settings_info).toMatchObject({ skip_install: 1 });
  });

  it('gives group C the request e-mail and auto reviews steps, ticked when switched on (the e-mail starts on), and keeps a tick when undone', async () => {
    const offFirst = await signInShop(ctx.server, 'guide-c-off.myshopify.com');
    await call(offFirst, 'POST', 'save_shop_config', { shop_guide_group: 'C' });
    await call(offFirst, 'POST', 'save_email_template_setting', { type: 'request_1', is_enabled: '2' });
    expect(await doneSteps(offFirst)).toEqual([]);
    await call(offFirst, 'POST', 'save_email_template_setting', { type: 'request_1', is_enabled: '1' });
    expect(await doneSteps(offFirst)).toEqual([6]);

    // A new shop's request e-mail is on before anything is saved: its step says so.
    const shop = await signInShop(ctx.server, 'guide-c.myshopify.com');
    await call(shop, 'POST', 'save_shop_config', { shop_guide_group: 'C' });
    const open = await guide(shop);
    expect((open.steps as { id: number }[]).map((step) => step.id)).toEqual([1, 2, 3, 6, 7]);
    expect(open.total).toBe(5);
    expect(await doneSteps(shop)).toEqual([6]);
    await call(shop, 'POST', 'save_email_template_setting', { type: 'request_1', is_enabled: '2' });
    expect(await doneSteps(shop)).toEqual([6]);

    await call(shop, 'POST', 'set_auto_leave_review_setting', { is_active: '2' });
    expect(await doneSteps(shop)).toEqual([6]);
    await call(shop, 'POST', 'set_auto_leave_review_setting', { is_active: '1' });
    expect(await doneSteps(shop)).toEqual([6, 7]);
    const flags = (await call(shop, 'GET', 'get_shop_configs')).json?.data;
    expect(flags).toMatchObject({ enable_review_request_1st_email: '1', clicked_auto_reviews: '1', clicked_migrate_reviews_btn: '2' });
  });

  it('records no completion event for a guide already complete the first time it is read, but still sends sign-in to the dashboard', async () => {
    const shop = await signInShop(ctx.server, 'guide-done-first.myshopify.com');
    await updateShop(ctx.database.handle, shop, { themeEmbedEnabled: true });
    await call(shop, 'POST', 'save_shop_config', { clicked_custom_reviews_widget_btn: '1', clicked_migrate_reviews_btn: '1', clicked_guide_discount_show: '1' });
    expect(await guide(shop)).toMatchObject({ all_done: true, completed_at: null, skip_install: 1 });
    expect(completionEvents(shop)).toHaveLength(0);
  });

  it("keeps each shop's guide its own", async () => {
    const a = await signInShop(ctx.server, 'guide-tenant-a.myshopify.com');
    const b = await signInShop(ctx.server, 'guide-tenant-b.myshopify.com');
    await call(b, 'POST', 'enable_development_theme_embed', {});
    await call(b, 'POST', 'set_review_widget_settings', { star_color: '#AA0000' });
    await call(b, 'POST', 'skip_setup_guide', {});
    expect(await guide(a)).toMatchObject({ completed: 0, skip_install: 0 });
    expect(await guide(b)).toMatchObject({ completed: 2, skip_install: 1 });
  });

  it('skipping the guide sends sign-in to the dashboard; the banner and card flags are saved through save_shop_config', async () => {
    const shop = await signInShop(ctx.server, 'guide-skip.myshopify.com');
    expect((await signIn(shop.domain)).shop_settings_info).toMatchObject({ skip_install: 0 });
    const skipped = await call(shop, 'POST', 'skip_setup_guide', {});
    expect(skipped.json?.data).toMatchObject({ skip_install: 1, all_done: false });
    expect((await signIn(shop.domain)).shop_settings_info).toMatchObject({ skip_install: 1 });

    await call(shop, 'POST', 'save_shop_config', { key: 'is_guide_banner', value: '2', type: 1 });
    await call(shop, 'POST', 'save_shop_config', { key: 'hide_setup_guide', value: '1', type: 1 });
    expect(await guide(shop)).toMatchObject({ is_guide_banner: '2', hide_setup_guide: '1' });
  });
});

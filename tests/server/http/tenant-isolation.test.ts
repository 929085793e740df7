/**
 * Tenant isolation: shop B saves data through every authenticated route, then shop A
 * calls every authenticated route with its own token while naming B everywhere a route could be
 * tricked (query, body, headers, B's own resource keys). A must read exactly what it reads
 * without the tricks, and B's data must come out of it unchanged.
 *
 * Adding a route? Add a row to TENANT_ROUTES, or to PUBLIC_ROUTES with the reason it takes no app
 * token; the route walk fails until you do.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARLING_REVIEWS_APP_ID } from '../../../server/application/picker/provider-apps';
import { rowsOf } from '../../../server/infrastructure/db/raw-rows';
import { referralConversions } from '../../../server/infrastructure/db/schema';
import { DrizzleOutgoingEventQueue } from '../../../server/infrastructure/db/drizzle-outgoing-event-queue';
import { STOREFRONT_LANGUAGES_DOCUMENT } from '../../../server/infrastructure/shopify/development-store-storefront-languages';
import { PLAN_ID_STARTER_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { addQuestions, answerIdsOf } from '../support/question-fixtures';
import { addCaughtMails } from '../support/mail-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { addOrders } from '../support/order-fixtures';
import { addOrdersWithReviewRequests, addReviews, type SignedInShop, signInShop, updateShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';
import { LoopbackKlaviyoServer } from '../../../server/infrastructure/klaviyo/loopback-klaviyo-server';
import { FakeReviewImportStarter } from '../../fakes/fake-review-import-starter';
import { recordedHostOrigins, useRecordedMarketplace } from '../support/marketplace-pages-server';
import { type FakeImportAppServers, startFakeImportAppServers } from '../../fakes/fake-import-app-servers';
import { type DevelopmentInstagram, startDevelopmentInstagram } from '../../../server/infrastructure/instagram/development-instagram-server';

const ADMIN = '/api/v1/admin';
/** Each shop's Klaviyo account at the loopback stand-in. */
const KLAVIYO_KEYS = { a: 'pk_tenant_a_account_AAAA', b: 'pk_tenant_b_account_BBBB' } as const;
/** Appears in every text B saves, so a leak of any of them shows up in A's responses. */
const B_SECRET = 'tenant-b-secret';

interface TenantRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The credential the route takes: the admin's app token (default) or the picker's access token. */
  readonly auth?: 'app' | 'picker';
  /** Query both shops send (A's tricks are added to it). */
  readonly query?: Readonly<Record<string, string>>;
  /**
   * False when the answer does not depend on the shop (get_storefront_word_defaults), or when the route refuses
   * every shop in development store mode: then B's answer is not expected to differ from A's.
   */
  readonly readsShopData?: boolean;
  /** POST: what B saves through the route. */
  readonly writeAsB?: unknown;
  /** POST: a valid save A makes, given B so a row can aim at B's own keys. */
  readonly writeAsA?: (b: SignedInShop) => unknown;
}

/** Each shop's Q&A rows; their ids are generated, so the Q&A rows below read them once beforeAll has run. */
const qaIds = { a: { questions: [] as number[], answer: 0 }, b: { questions: [] as number[], answer: 0 } };
/** One review per shop for the review writes; `bShop` is B's shop id, the `id` every trick sends anyway. */
const reviewRefs = { a: 0, b: 0, bShop: '0' };
/** get_review-like reads by `id`: the tricks override `id` with B's shop id, so the baseline asks for that too (cross-shop ids: reviews*.test.ts). */
const byTrickId = { get id() { return reviewRefs.bShop; } };
/** B's saved view, which A's delete aims at. */
const savedViewRefs = { b: 0 };
/** B's review attribute, which A's delete aims at. */
const attributeRefs = { b: 0 };
/** Each shop's webhook endpoint and one delivery of it, made in beforeAll; A's delete aims at B's endpoint. */
const webhookRefs = { a: { endpoint: 0, delivery: 0 }, b: { endpoint: 0, delivery: 0 } };
/** B's product group, which A's delete aims at; A's own group names B's very products (a product is in one group per shop). */
const groupRefs = { b: 0 };
const B_GROUP_PRODUCTS = [
  { id: 'gid://shopify/Product/9001', title: `${B_SECRET} shirt`, image_url: null },
  { id: 'gid://shopify/Product/9002', title: `${B_SECRET} tee`, image_url: null },
];

/** Each shop's Dropshipman key and Judge.me token: the fake APIs answer each shop's own products and reviews. */
const IMPORT_APP_KEYS = { a: 'tenant-a-dropshipman-key', b: 'tenant-b-dropshipman-key', judgemeA: 'tenant-a-judgeme-token', judgemeB: 'tenant-b-judgeme-token' };
/** Each shop's imports, made in beforeAll: drafts to update and start, a queued one to cancel, a cancelled one to undo. */
const importRefs = {
  a: { draft: 0, toStart: 0, queued: 0, finished: 0 },
  b: { draft: 0, toStart: 0, queued: 0, finished: 0 },
};
const bImport = (key: keyof typeof importRefs.b) => ({
  get job_id() {
    return String(importRefs.b[key]);
  },
});

/** Each shop's first two imported Instagram posts, made in beforeAll: the tag and hide writes aim at the first, the remove at the second. */
const instagramRefs = { a: [0, 0], b: [0, 0] };

/** Every authenticated route. Reads are checked before writes, so A's baseline is A's untouched data. */
const TENANT_ROUTES: readonly TenantRoute[] = [
  { method: 'GET', path: `${ADMIN}/get_user_info` },
  // Signed for the caller's own owner (the server has a board configured below).
  { method: 'GET', path: `${ADMIN}/get_feedback_board` },
  // Development store mode has one storefront (the demo's), so every shop's link is the same; Shopify mode: review-form.test.ts.
  { method: 'GET', path: `${ADMIN}/get_review_request_link`, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_upgrade_discount` },
  // B redeemed a code, raised its spending limit and turned usage charges on; its offer has less time left.
  { method: 'GET', path: `${ADMIN}/get_pricing_plans` },
  { method: 'GET', path: `${ADMIN}/get_shop_pricing_plan` },
  { method: 'GET', path: `${ADMIN}/get_spending_limit` },
  { method: 'GET', path: `${ADMIN}/get_shop_configs` },
  { method: 'GET', path: `${ADMIN}/get_new_setup_guide` },
  { method: 'GET', path: `${ADMIN}/get_user_settings` },
  { method: 'GET', path: `${ADMIN}/get_shop_availiable_langs` },
  { method: 'GET', path: `${ADMIN}/get_shop_selfdefine_lang`, query: { lang: 'fr' } },
  { method: 'GET', path: `${ADMIN}/get_storefront_word_defaults`, query: { lang: 'fr' }, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_banner_display_setting` },
  // Our partners' catalogue: the same for every shop.
  { method: 'GET', path: `${ADMIN}/get_ads`, query: { category: '1' }, readsShopData: false },
  { method: 'GET', path: '/admin/v1/merchant/get_recommend_app_list', readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_review_anomalies` },
  { method: 'GET', path: `${ADMIN}/get_core_app_embeds_status` },
  { method: 'GET', path: `${ADMIN}/get_app_block_status` },
  { method: 'GET', path: `${ADMIN}/get_policy_token` },
  // Development store mode signs with its derived key: a sign over the shop's own id (the clock is fixed here).
  { method: 'GET', path: `${ADMIN}/get_channelwill_sign` },
  // Every shop of a development store stands the same with each integration; the row proves A is answered as A.
  { method: 'GET', path: `${ADMIN}/get_integrations`, readsShopData: false },
  // The stand-in's address with the shop's own domain, id and sign.
  { method: 'GET', path: `${ADMIN}/get_channelwill_link` },
  // A sign over the shop's own id (the clock is fixed here, so A's answer is the same each time).
  { method: 'GET', path: `${ADMIN}/get_affiliate_sign` },
  { method: 'GET', path: '/store/v1/shop/app_info', query: { app_id: STARLING_REVIEWS_APP_ID } },
  { method: 'GET', path: '/store/v1/products', auth: 'picker', query: { app_id: STARLING_REVIEWS_APP_ID } },
  { method: 'GET', path: '/store/v1/collections', auth: 'picker', query: { app_id: STARLING_REVIEWS_APP_ID } },
  { method: 'GET', path: '/store/v1/shop/shopify', auth: 'picker', query: { app_id: STARLING_REVIEWS_APP_ID } },
  { method: 'GET', path: `${ADMIN}/get_questions` },
  { method: 'GET', path: `${ADMIN}/get_qa_settings` },
  { method: 'GET', path: `${ADMIN}/get_reviews` },
  { method: 'GET', path: `${ADMIN}/get_review_facets` },
  { method: 'GET', path: `${ADMIN}/get_review`, query: byTrickId, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_reply_template`, query: byTrickId, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_review_photo_link`, query: byTrickId, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_bulk_job`, query: byTrickId, readsShopData: false },
  // B's review's moderation history asked for by A: A has none for that id (review-moderation.test.ts).
  { method: 'GET', path: `${ADMIN}/get_review_moderation_events`, query: { get id() { return String(reviewRefs.b); } }, readsShopData: false },
  // CSV, not an envelope: the walk compares statuses and checks A's text holds nothing of B.
  { method: 'GET', path: `${ADMIN}/export_reviews`, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_saved_views`, query: { list: 'reviews' } },
  { method: 'GET', path: `${ADMIN}/get_review_attributes` },
  // By id: A asking for B's attribute or B's review's answers gets a 404 or nothing (cross-shop ids: review-attributes.test.ts).
  { method: 'GET', path: `${ADMIN}/get_review_attribute`, query: byTrickId, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_product_groups` },
  // The Google feed's status card: A's address names A's shop and secret, never B's.
  { method: 'GET', path: `${ADMIN}/get_google_shopping_feed` },
  { method: 'GET', path: `${ADMIN}/get_compliance_report` },
  { method: 'GET', path: `${ADMIN}/get_product_group`, query: byTrickId, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_webhooks` },
  { method: 'GET', path: `${ADMIN}/get_review_attribute_answers`, query: { get review_id() { return String(reviewRefs.b); } }, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_review_widget_settings` },
  { method: 'GET', path: `${ADMIN}/get_write_review_setting` },
  { method: 'GET', path: `${ADMIN}/get_buyers_show_settings` },
  { method: 'GET', path: `${ADMIN}/get_card_carousel_setting` },
  { method: 'GET', path: '/api/v1/product/get_review_summary_setting' },
  // B has 22 published reviews, A one: the counts differ, and no review text is ever quoted.
  { method: 'GET', path: '/api/v1/product/get_review_ai_summary', query: { page_type: 'shop' } },
  { method: 'GET', path: `${ADMIN}/get_referral_offer_setting` },
  // B's referral (its friend's e-mail and order carry B's secret) never shows in A's list or figures.
  { method: 'GET', path: `${ADMIN}/get_referrals` },
  { method: 'GET', path: `${ADMIN}/get_auto_leave_review_setting` },
  { method: 'GET', path: `${ADMIN}/get_referral_widgets_setting` },
  { method: 'GET', path: `${ADMIN}/get_store_review_setting` },
  { method: 'GET', path: `${ADMIN}/get_sidetab_settings` },
  { method: 'GET', path: `${ADMIN}/get_review_discount_setting`, query: { type: 'text' } },
  // B's issued code goes to a customer whose address carries B's secret.
  { method: 'GET', path: `${ADMIN}/get_review_discount_overview` },
  { method: 'GET', path: `${ADMIN}/get_review_request_products` },
  { method: 'GET', path: `${ADMIN}/get_email_template_setting`, query: { type: 'request_1' } },
  { method: 'GET', path: `${ADMIN}/get_reply_templates` },
  { method: 'GET', path: `${ADMIN}/get_managing_reviews_setting` },
  // The built storefront files and the demo storefront's address: the same for every shop.
  { method: 'GET', path: `${ADMIN}/get_widget_overview`, readsShopData: false },
  { method: 'GET', path: `${ADMIN}/get_orders` },
  { method: 'GET', path: `${ADMIN}/get_collect_overview` },
  { method: 'GET', path: `${ADMIN}/get_sync_past_orders_status` },
  { method: 'GET', path: `${ADMIN}/get_outbox_mails` },
  // All time: B's reviews and orders would show in A's counts and in A's first day.
  { method: 'GET', path: '/api/v1/bff/get_analytics', query: { date_range: '0' } },
  // A's own caught mail by id (none): 404 whatever id is asked; cross-shop ids in outbox.test.ts.
  { method: 'GET', path: `${ADMIN}/get_outbox_mail`, query: byTrickId, readsShopData: false },
  // A has not connected Dropshipman (a 409 for its products); B has, with its own key and products.
  { method: 'GET', path: `${ADMIN}/import/get_dropshipman_connection` },
  { method: 'GET', path: `${ADMIN}/import/get_dropshipman_products` },
  {
    method: 'POST',
    path: `${ADMIN}/save_shop_config`,
    writeAsB: { hide_setup_guide: '1', backend_lang: 'ja', is_show_nps: '0', shop_guide_group: 'D', store_front_left_review_limit: '7' },
    writeAsA: () => ({ key: 'hide_setup_guide', value: '2', type: 1 }),
  },
  // The answer is never read back through the API; B's is_show_nps is, through get_shop_configs.
  { method: 'POST', path: `${ADMIN}/submit_nps`, writeAsB: { score: 10, comment: `B says ${B_SECRET}` }, writeAsA: () => ({ score: 4 }) },
  { method: 'POST', path: `${ADMIN}/dismiss_nps`, writeAsB: {}, writeAsA: () => ({}) },
  // A's new key is A's; B's key (in B's get_user_info) never moves.
  { method: 'POST', path: `${ADMIN}/rotate_reviews_api_key`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/set_google_shopping_feed_enabled`, writeAsB: { enabled: true }, writeAsA: () => ({ enabled: false }) },
  { method: 'POST', path: `${ADMIN}/rotate_google_shopping_feed_url`, writeAsB: {}, writeAsA: () => ({}) },
  // A choosing a plan leaves a pending charge of A's; cancelling puts A on Free; B's plan rows never move.
  { method: 'POST', path: `${ADMIN}/add_pricing_plan`, writeAsB: { plan_id: 5 }, writeAsA: () => ({ plan_id: 3 }) },
  { method: 'POST', path: `${ADMIN}/delete_pricing_plan`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/redeem_pricing_plan_discount_code`, writeAsB: { code: 'STARLING20' }, writeAsA: () => ({ code: 'welcome50' }) },
  { method: 'POST', path: `${ADMIN}/set_spending_limit`, writeAsB: { max_spending_limit: 300, is_enabled_usage_charge: true }, writeAsA: () => ({ max_spending_limit: 120.5 }) },
  {
    method: 'POST',
    path: `${ADMIN}/save_shop_settings`,
    writeAsB: { backend_lang: 'ja', notification_emails: [`alerts@${B_SECRET}.example`], digest_frequency: 'daily' },
    writeAsA: () => ({ notification_emails: ['alerts@tenant-a.example'], digest_frequency: 'off' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_shop_selfdefine_lang`,
    writeAsB: { lang: 'fr', json_data: JSON.stringify({ 'reviews.heading': `${B_SECRET} title` }) },
    writeAsA: () => ({ lang: 'fr', json_data: JSON.stringify({ 'reviews.heading': 'A title' }) }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_review_widget_settings`,
    writeAsB: { star_color: '#123456', product_rating_text: `${B_SECRET} {{star}}` },
    writeAsA: () => ({ star_color: '#654321' }),
  },
  { method: 'POST', path: `${ADMIN}/set_referral_widgets_setting`, writeAsB: { invite_email: '2' }, writeAsA: () => ({ storefront_block: '2' }) },
  {
    method: 'POST',
    path: `${ADMIN}/set_write_review_setting`,
    writeAsB: { show_review_btn: '2', write_review_type: 2 },
    writeAsA: () => ({ write_review_type: 1 }),
  },
  {
    method: 'POST',
    path: '/api/v1/product/set_review_summary_setting',
    writeAsB: { bar_color: '#123456', max_aspects: 2 },
    writeAsA: () => ({ bar_color: '#654321' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_store_review_setting`,
    writeAsB: { title: `${B_SECRET} store`, is_allow_write: '2' },
    writeAsA: () => ({ title: 'Ours' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_sidetab_settings`,
    writeAsB: { position: 'left', bg_color: '#123456' },
    writeAsA: () => ({ position: 'right' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_email_template_setting`,
    writeAsB: { type: 'request_1', subject: `${B_SECRET} subject`, trigger_event: 'delivered' },
    writeAsA: () => ({ type: 'request_1', subject: 'Ours {{order_number}}' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/preview_email_template`,
    writeAsB: { type: 'request_1', settings: { heading: `${B_SECRET} heading` } },
    writeAsA: () => ({ type: 'request_1', settings: { heading: 'A heading' } }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/send_test_email`,
    writeAsB: { type: 'request_2', to: 'b@tenant-b.example' },
    writeAsA: () => ({ type: 'request_1', to: 'a@tenant-a.example' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_reply_templates`,
    writeAsB: { templates: [{ id: 'b-thanks', name: `${B_SECRET} thanks`, body: `Thanks {{customer_name}} from ${B_SECRET}` }] },
    writeAsA: () => ({ templates: [{ id: 'a-thanks', name: 'A thanks', body: 'Thanks!' }] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_managing_reviews_setting`,
    writeAsB: { hold_words: [`${B_SECRET}word`], email_review_publish: '2' },
    writeAsA: () => ({ hold_words: ['refund'] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/create_sidetab_review_page`,
    writeAsB: {},
    writeAsA: () => ({}),
  },
  {
    method: 'POST',
    path: `${ADMIN}/preview_widget`,
    writeAsB: { widget: 'reviews', settings: { list_rating_text: `${B_SECRET} preview` } },
    writeAsA: () => ({ widget: 'reviews', settings: {} }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_buyers_show_settings`,
    writeAsB: { title: `${B_SECRET} photos`, title_color: '#123456' },
    writeAsA: () => ({ id: 1, title: 'A photos' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_card_carousel_setting`,
    writeAsB: { title: `${B_SECRET} carousel`, carousel_type: 3, is_activate_home_reviews: '2' },
    writeAsA: () => ({ title: 'A carousel' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/preview_widget`,
    writeAsB: { widget: 'card-carousel', settings: {}, card_carousel: { title: `${B_SECRET} carousel preview` } },
    writeAsA: () => ({ widget: 'card-carousel', settings: {} }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_referral_setting`,
    writeAsB: { is_active: '1', title_text: `${B_SECRET} {{Discount_amount}}`, friend_discount_value: 15 },
    writeAsA: () => ({ position: 'bottom-left' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_review_request_products`,
    writeAsB: { scope: 'all_except', excluded_product_ids: ['gid://shopify/Product/424242'], min_price: 3 },
    writeAsA: () => ({ scope: 'all' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_auto_leave_review_setting`,
    writeAsB: { heading_text: `${B_SECRET} heading`, star_tap_action: 'product_page' },
    writeAsA: () => ({ star_color: '#654321' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_review_discount_setting`,
    writeAsB: { type: 'text', is_enabled: '1', discount_type: 2, discount_value: 33 },
    writeAsA: () => ({ type: 'text', discount_value: 12 }),
  },
  { method: 'POST', path: `${ADMIN}/set_ad_click`, writeAsB: { ad_id: 1 }, writeAsA: () => ({ ad_id: 2 }) },
  {
    method: 'POST',
    path: `${ADMIN}/set_banner_display_setting`,
    writeAsB: { wiio: '2', loloyal: '2' },
    writeAsA: () => ({ wiio: '1', seoant: '2' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/answer_question`,
    get writeAsB() {
      return { question_id: qaIds.b.questions[0], body: `${B_SECRET} second answer` };
    },
    writeAsA: () => ({ question_id: qaIds.a.questions[0], body: 'A answer' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_answer`,
    get writeAsB() {
      return { answer_id: qaIds.b.answer };
    },
    writeAsA: () => ({ answer_id: qaIds.a.answer }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/update_questions`,
    get writeAsB() {
      return { ids: qaIds.b.questions, published: true };
    },
    writeAsA: () => ({ ids: [qaIds.a.questions[0]], published: false }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_questions`,
    get writeAsB() {
      return { ids: [qaIds.b.questions[1]] };
    },
    writeAsA: () => ({ ids: [qaIds.a.questions[1]] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_qa_settings`,
    writeAsB: { is_active: 0, color: '#123456' },
    writeAsA: () => ({ color: '#654321' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/reply_review`,
    get writeAsB() {
      return { id: reviewRefs.b, body: `${B_SECRET} reply`, published: true };
    },
    writeAsA: () => ({ id: reviewRefs.a, body: 'A reply', published: true }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/update_reviews`,
    get writeAsB() {
      return { ids: [reviewRefs.b], changes: { featured: true } };
    },
    writeAsA: () => ({ ids: [reviewRefs.a], changes: { published: false }, reason: 'spam' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_review_reply`,
    get writeAsB() {
      return { id: reviewRefs.b };
    },
    writeAsA: () => ({ id: reviewRefs.a }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_reviews`,
    writeAsB: { filter: { ratings: [1] }, reason: 'spam' },
    writeAsA: () => ({ filter: { ratings: [1] }, reason: 'spam' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_saved_view`,
    writeAsB: { list: 'reviews', name: `${B_SECRET} view`, filter: 'ratings=1' },
    writeAsA: () => ({ list: 'reviews', name: 'tenant-a view', filter: 'ratings=2' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_saved_view`,
    // B removes a view it does not have (so its saved one stays for the reads); A aims at B's view.
    writeAsB: { list: 'reviews', id: 999_999_999 },
    writeAsA: () => ({ list: 'reviews', id: savedViewRefs.b }),
  },
  // Before the save: neither shop has an attribute yet, so the empty order is each one's whole order.
  { method: 'POST', path: `${ADMIN}/reorder_review_attributes`, writeAsB: { ids: [] }, writeAsA: () => ({ ids: [] }) },
  {
    method: 'POST',
    path: `${ADMIN}/save_review_attribute`,
    writeAsB: { kind: 'short_text', title: `${B_SECRET} question` },
    writeAsA: () => ({ kind: 'scale', title: 'tenant-a question' }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_review_attribute`,
    writeAsB: { id: 999_999_999 },
    writeAsA: () => ({ id: attributeRefs.b }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/save_product_group`,
    writeAsB: { name: `${B_SECRET} group`, products: B_GROUP_PRODUCTS },
    writeAsA: () => ({ name: 'tenant-a group', products: B_GROUP_PRODUCTS.map((product) => ({ ...product, title: 'tenant-a product' })) }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_product_group`,
    writeAsB: { id: 999_999_999 },
    writeAsA: () => ({ id: groupRefs.b }),
  },
  { method: 'GET', path: `${ADMIN}/get_klaviyo` },
  // B disconnects (nothing to forget yet), then connects and picks its events; A's own calls must leave them be.
  { method: 'POST', path: `${ADMIN}/disconnect_klaviyo`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/connect_klaviyo`, writeAsB: { api_key: KLAVIYO_KEYS.b }, writeAsA: () => ({ api_key: KLAVIYO_KEYS.a }) },
  { method: 'POST', path: `${ADMIN}/set_klaviyo_events`, writeAsB: { events: ['low_rating_review'] }, writeAsA: () => ({ events: ['review_submitted'] }) },
  { method: 'POST', path: `${ADMIN}/save_verification_notice`, writeAsB: { is_enabled: '1', text: `${B_SECRET} notice: we check every order.` }, writeAsA: () => ({ is_enabled: '2', text: '' }) },
  { method: 'POST', path: `${ADMIN}/run_compliance_audit`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/apply_compliance_fix`, writeAsB: { fix: 'resync_storefront' }, writeAsA: () => ({ fix: 'label_incentivised_reviews' }) },
  {
    method: 'POST',
    path: `${ADMIN}/create_webhook_endpoint`,
    writeAsB: { url: `https://example.com/${B_SECRET}/second`, events: ['review.created'] },
    writeAsA: () => ({ url: 'https://example.com/tenant-a/second', events: ['review.created'] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_webhook_endpoint_enabled`,
    get writeAsB() {
      return { id: webhookRefs.b.endpoint, enabled: true };
    },
    writeAsA: () => ({ id: webhookRefs.a.endpoint, enabled: false }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/rotate_webhook_secret`,
    get writeAsB() {
      return { id: webhookRefs.b.endpoint };
    },
    writeAsA: () => ({ id: webhookRefs.a.endpoint }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/resend_webhook_delivery`,
    get writeAsB() {
      return { id: webhookRefs.b.delivery };
    },
    writeAsA: () => ({ id: webhookRefs.a.delivery }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/delete_webhook_endpoint`,
    writeAsB: { id: 999_999_999 },
    writeAsA: () => ({ id: webhookRefs.b.endpoint }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/send_review_requests_now`,
    writeAsB: { order_ids: ['tenant-b-order'] },
    writeAsA: () => ({ order_ids: ['tenant-a-order'] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/skip_review_requests`,
    writeAsB: { order_ids: ['tenant-b-order'] },
    writeAsA: () => ({ order_ids: ['tenant-a-order'] }),
  },
  { method: 'POST', path: `${ADMIN}/place_demo_order`, writeAsB: {}, writeAsA: () => ({}) },
  // B's embed on and its guide skipped: A's guide stays its own.
  { method: 'POST', path: `${ADMIN}/enable_development_theme_embed`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/skip_setup_guide`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/sync_past_orders`, writeAsB: { period_days: 7 }, writeAsA: () => ({ period_days: 7 }) },
  // The token carries the signed-in shop; the product and options are the request's own.
  {
    method: 'POST',
    path: `${ADMIN}/import/create_bookmark_token`,
    writeAsB: { product_id: 'b-product', options: { min_rating: 5 } },
    writeAsA: () => ({ product_id: 'tenant-a-product' }),
  },
  // The recorded Amazon page on loopback; the import starts for the signed-in shop (the starter is a fake here).
  {
    method: 'POST',
    path: `${ADMIN}/import/import_marketplace_url`,
    writeAsB: { url: 'https://www.amazon.com/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL', product_id: 'b-product' },
    writeAsA: () => ({ url: 'https://www.amazon.com/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL', product_id: 'tenant-a-product' }),
  },
  // Disconnect first, so B is still connected for the reads; each shop's key reaches only its own Dropshipman account.
  { method: 'POST', path: `${ADMIN}/import/disconnect_dropshipman`, writeAsB: {}, writeAsA: () => ({}) },
  { method: 'POST', path: `${ADMIN}/import/connect_dropshipman`, writeAsB: { api_key: IMPORT_APP_KEYS.b }, writeAsA: () => ({ api_key: IMPORT_APP_KEYS.a }) },
  { method: 'POST', path: `${ADMIN}/import/sync_dropshipman_reviews`, writeAsB: {}, writeAsA: () => ({}) },
  {
    method: 'POST',
    path: `${ADMIN}/import/import_from_review_app`,
    writeAsB: { app: 'judgeme', shop_domain: 'tenant-b.myshopify.com', api_token: IMPORT_APP_KEYS.judgemeB },
    writeAsA: () => ({ app: 'judgeme', shop_domain: 'tenant-a.myshopify.com', api_token: IMPORT_APP_KEYS.judgemeA }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/import/add_manual_review`,
    writeAsB: { product_id: '', rating: 5, body: `${B_SECRET} by hand`, author_name: `${B_SECRET} hand`, commented_at: '2025-01-05' },
    writeAsA: () => ({ product_id: '', rating: 4, body: 'A by hand', author_name: 'A hand', commented_at: '2025-01-05' }),
  },
  // Instagram (both shops connect the loopback Instagram's one demo account in beforeAll and import its posts).
  { method: 'GET', path: `${ADMIN}/get_instagram` },
  { method: 'GET', path: `${ADMIN}/get_instagram_posts` },
  // Instagram's list, read with the caller's own token; B has disconnected by then (its disconnect is one of the writes), so B has none.
  { method: 'GET', path: `${ADMIN}/get_instagram_media`, readsShopData: false },
  { method: 'POST', path: `${ADMIN}/import_instagram_posts`, writeAsB: {}, writeAsA: () => ({}) },
  {
    method: 'POST',
    path: `${ADMIN}/tag_instagram_post`,
    get writeAsB() {
      return { id: instagramRefs.b[0], products: [{ id: 'gid://shopify/Product/9001', title: `${B_SECRET} shirt` }] };
    },
    writeAsA: () => ({ id: instagramRefs.a[0], products: [{ id: 'gid://shopify/Product/9001', title: 'A shirt' }] }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/set_instagram_post_hidden`,
    get writeAsB() {
      return { id: instagramRefs.b[0], hidden: true };
    },
    writeAsA: () => ({ id: instagramRefs.a[0], hidden: true }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/remove_instagram_post`,
    get writeAsB() {
      return { id: instagramRefs.b[1] };
    },
    writeAsA: () => ({ id: instagramRefs.a[1] }),
  },
  // Last of Instagram's writes: each shop's own account and posts go.
  { method: 'POST', path: `${ADMIN}/disconnect_instagram`, writeAsB: {}, writeAsA: () => ({}) },
  // B's imports by their ids: A is answered 404 before and after its tricks (cross-shop ids: imports.test.ts).
  { method: 'GET', path: `${ADMIN}/import/get_review_imports` },
  { method: 'GET', path: `${ADMIN}/import/get_review_import`, query: bImport('queued') },
  { method: 'GET', path: `${ADMIN}/import/get_review_import_analysis`, query: bImport('draft') },
  { method: 'GET', path: `${ADMIN}/import/get_review_import_issues`, query: bImport('queued') },
  {
    method: 'POST',
    path: `${ADMIN}/import/update_review_import`,
    get writeAsB() {
      return { job_id: importRefs.b.draft, publish: false };
    },
    writeAsA: () => ({ job_id: importRefs.a.draft, publish: false }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/import/start_review_import`,
    get writeAsB() {
      return { job_id: importRefs.b.toStart };
    },
    writeAsA: () => ({ job_id: importRefs.a.toStart }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/import/cancel_review_import`,
    get writeAsB() {
      return { job_id: importRefs.b.queued };
    },
    writeAsA: () => ({ job_id: importRefs.a.queued }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/import/undo_review_import`,
    get writeAsB() {
      return { job_id: importRefs.b.finished };
    },
    writeAsA: () => ({ job_id: importRefs.a.finished }),
  },
];

const READS = TENANT_ROUTES.filter((route) => route.method === 'GET');
const WRITES = TENANT_ROUTES.filter((route) => route.method === 'POST');

/**
 * Everything else either mode registers, with why it takes no app token. Middleware and
 * catch-alls are registrations too, so they are listed: anything new fails the walk until it is
 * added here with its reason, or to TENANT_ROUTES.
 */
const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'ALL /*': 'middleware: request id and security headers',
  'GET /healthz': 'the health check',
  'GET /feeds/google/product_reviews/:file': "the Google Product Ratings feed: the shop is the address's, served only when the address's secret is the shop's (tests/server/http/google-shopping.test.ts)",
  'ALL /api/*': 'middleware: no-store, compression, body limit; and the 404 for an unknown API path',
  'ALL /store/*': 'middleware: no-store and compression of the picker API\'s answers',
  'POST /api/v1/admin/login': 'sign-in: issues the app token',
  'ALL /api/v1/admin/login': 'middleware: sign-in rate limits',
  'ALL /api/v1/admin/exchange_customer_token_by_sign': 'middleware: sign-in rate limits',
  'ALL /api/v1/auth/callback': 'middleware: sign-in rate limits',
  'GET /api/v1/app_config': 'the mode, client id and demo shop the admin needs before sign-in (nothing secret)',
  'GET /api/v1/public/subprocessors': "the privacy policy's subprocessors: names of the services configured, nothing of any shop",
  'POST /api/v1/public/affiliate/report': "the affiliate tracking report: the server's sign for the shop it names is the credential",
  'ALL /api/v1/public/affiliate/report': "middleware: the affiliate report's rate limit by address",
  'GET /api/v1/checkout/referral_link': "the checkout extension's referral card (Shopify mode): the shop and the buyer come from the verified checkout session token",
  'ALL /api/v1/checkout/*': "middleware: CORS for Shopify's checkout and the referral link's rate limit by address",
  'POST /api/v1/admin/exchange_customer_token_by_sign': 'super-admin sign-in: the signed sign is the credential',
  'ALL /api/v1/admin/*': 'middleware: authenticates every admin route registered after it',
  'ALL /admin/v1/*': "middleware: no-store on the spec's merchant API base",
  'ALL /admin/v1/merchant/*': 'middleware: authenticates the recommended apps on the spec\'s /admin/v1/merchant base',
  'ALL /api/v1/product/*': 'middleware: authenticates the review summary routes on the spec\'s /api/v1/product base',
  'ALL /api/v1/bff/*': 'middleware: authenticates get_analytics on the spec\'s /api/v1/bff base',
  'POST /api/v1/monitoring/events': "the admin's monitoring: starts before sign-in, only writes the log",
  'GET /api/v1/auth/callback': 'OAuth install callback: query HMAC and signed state',
  'POST /webhooks': 'Shopify webhooks: verified by their HMAC',
  'ALL /webhooks': 'webhooks with another method, or in development store mode: refused',
  'ALL /store/v1/*': "the picker API's answer to an unknown path",
  'POST /upload': 'the upload form: the signed upload policy is the credential',
  'GET /api/v1/admin/get_instagram_authorize_url':
    "behind the app token like every admin route, but each answer carries a fresh random nonce: its state names only the caller's shop (instagram.test.ts)",
  'POST /api/v1/public/instagram/connect': "/ins_auth's connect: Instagram's code and our signed state, whose shop is the only one it writes",
  'ALL /api/v1/public/instagram/connect': "middleware: the Instagram connect's rate limit by address",
  'POST /api/v1/admin/import/upload_review_file':
    'behind the app token like every admin route, but a multipart file, not a JSON save: its tenant checks are in imports.test.ts',
  'GET /upload/*': 'uploaded files, served to the storefront',
  'GET /uploads/*': 'uploaded files, served to the storefront',
  'ALL /static/*': 'the admin build: hashed assets',
  'GET /static/*': 'the admin build: hashed assets',
  'ALL /locales/*': 'the admin build: translations',
  'GET /locales/*': 'the admin build: translations',
  'ALL /partners/*': "the admin build: our partners' images for the dashboard's ads",
  'GET /partners/*': "the admin build: our partners' images for the dashboard's ads",
  'GET /*': 'the admin single-page app fallback',
  'ALL /proxy/*': "middleware: the storefront's app proxy signature names the shop; and the 404 for an unknown storefront path",
  'GET /proxy/reviews': "storefront: scoped to the shop the verified app proxy signature names (tests/server/http/storefront-proxy.test.ts)",
  'GET /proxy/review_translations': "storefront: only the published reviews of the shop the verified app proxy signature names (tests/server/http/review-translations.test.ts)",
  'GET /proxy/store_reviews': 'storefront: scoped to the shop the verified app proxy signature names (tests/server/http/store-reviews.test.ts)',
  'GET /proxy/shop_reviews': 'storefront: scoped to the shop the verified app proxy signature names (tests/server/http/store-reviews.test.ts)',
  'POST /proxy/submit_review': 'storefront: scoped to the shop the verified app proxy signature names',
  'POST /proxy/vote_helpful': 'storefront: scoped to the shop the verified app proxy signature names',
  'POST /proxy/beacon': 'storefront: scoped to the shop the verified app proxy signature names',
  'POST /proxy/ask_question': 'storefront: scoped to the shop the verified app proxy signature names',
  'GET /proxy/referral_link': 'storefront: the shop and the shopper from the verified app proxy signature (tests/server/http/promo-widgets.test.ts)',
  'GET /proxy/review_form': 'storefront: the review form page of the shop the verified app proxy signature names; a token of another shop opens nothing (tests/server/http/review-form.test.ts)',
  'GET /proxy/upload_policy': "storefront: an upload policy for the shop the verified app proxy signature names",
  'POST /proxy/upload': "storefront: the upload form; its policy must be the verified shop's",
  'ALL /api/v1/public/email_review/review': '/email_review: rate limit per address',
  'ALL /api/v1/public/email_review/attach': '/email_review: rate limit per address',
  'GET /api/v1/public/email_review/review': "/email_review: the signed e-mail link names the shop and the review (tests/server/http/email-review.test.ts)",
  'POST /api/v1/public/email_review/attach': '/email_review: the signed e-mail link names the shop and the review; files must be its shop\'s',
  'GET /api/v1/public/email_review/upload_policy': "/email_review: an upload policy for the shop the signed link names",
  'POST /email_review_upload': "/email_review: the upload form; its policy must be the signed link's shop's",
  'GET /demo-store': "development store mode's demo storefront: the demo shop's public pages",
  'ALL /api/v1/public/referral/offer': '/referral_share_link: rate limit per address',
  'ALL /api/v1/public/referral/conversion': '/referral_conversion: rate limit per address',
  'ALL /api/v1/public/referral/claim': '/referral_share_link: claims per address per hour (each makes a discount code)',
  'GET /api/v1/public/referral/offer': "/referral_share_link: the shop whose key signed the share code; another shop with the same code is not found (tests/server/http/referrals.test.ts)",
  'POST /api/v1/public/referral/claim': "/referral_share_link: the friend's code for the shop whose key signed the share code",
  'GET /api/v1/public/referral/conversion': "/referral_conversion: the signed share code's shop, and only a code of its advocate's friends",
  'GET /demo-store/checkout': "development store mode's demo storefront: the demo checkout page",
  'POST /demo-store/checkout': "development store mode's demo checkout: an order of the demo shop, handled as its orders/create webhook",
  'GET /api/public/v1/openapi.json': "the public API's OpenAPI document: the same for everyone, no shop data",
  'ALL /api/public/v1/*': "the public API's key authentication and its rate limit per key",
  'GET /api/public/v1/reviews': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'POST /api/public/v1/reviews': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'GET /api/public/v1/reviews/:id': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'POST /api/public/v1/reviews/:id': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'POST /api/public/v1/reviews/:id/reply': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'GET /api/public/v1/questions': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'GET /api/public/v1/questions/:id': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'GET /api/public/v1/products/ratings': "the public API: scoped to the shop whose reviews API key the request carries; another shop's ids are not found (tests/server/http/public-api.test.ts)",
  'POST /api/v1/admin/check_pricing_plan':
    "behind the app token; a charge is looked up by the signed-in shop and the charge id, and another shop's id is refused (tests/server/http/plans.test.ts)",
  'POST /api/v1/admin/activate_upgrade_discount':
    'behind the app token; a shop starts its one offer once, so a second save is refused by design (tests/server/http/discount.test.ts)',
  'GET /dev-channelwill': "development store mode's stand-in for Channelwill: the shop is the one the sign was made for, checked against the id and domain in the link (tests/server/http/integrations.test.ts)",
  'GET /dev-billing/confirm': "development store mode's stand-in for Shopify's charge confirmation: the shop and its random charge id name the pending charge (tests/server/http/plans.test.ts)",
  'GET /dev-billing/confirm/': "the same confirmation page with a trailing slash",
  'POST /dev-billing/confirm': "development store mode's charge confirmation: answers only a pending charge of the named shop, with its random id",
  'GET /demo-store/': "development store mode's demo storefront: redirects to /demo-store",
  'GET /demo-store/collections/:handle': "development store mode's demo storefront",
  'GET /demo-store/products/:handle': "development store mode's demo storefront",
  'GET /demo-store/thank-you': "development store mode's demo storefront: a demo order's thank-you page",
  'GET /demo-store/pages/:handle': "development store mode's demo storefront: the demo shop's pages (create_sidetab_review_page)",
  'GET /demo-store/assets/:name': "development store mode's demo storefront: the extension's scripts and stylesheet",
  'ALL /demo-store/apps/starling/:name': "development store mode's stand-in for Shopify's app proxy: signs for the demo shop only",
  'GET /unsubscribe': 'the unsubscribe page: the signed link names the shop and the address (tests/server/http/unsubscribe.test.ts)',
  'POST /unsubscribe': 'one-click unsubscribe (RFC 8058): the signed link names the shop and the address',
  'GET /notifications/unsubscribe': "a notification e-mail's unsubscribe page: the signed link names the shop, the address and the kind (tests/server/http/notifications.test.ts)",
  'POST /notifications/unsubscribe': 'one-click stop of one notification (RFC 8058): the signed link names the shop, the address and the kind',
  'ALL /api/v1/public/bookmark_import': 'the bookmarklet: CORS for the marketplace page and a rate limit per address',
  'POST /api/v1/public/bookmark_import': "the bookmarklet's send: its signed one-time token names the shop and the product (tests/server/http/import-sources.test.ts)",
};

const routeKey = (route: { readonly method: string; readonly path: string }) => `${route.method} ${route.path}`;

/** `METHOD path` of every registration (handlers, middleware, catch-alls) of the given apps. */
function registeredRoutes(...apps: readonly Hono<any>[]): string[] {
  return [...new Set(apps.flatMap((app) => app.routes.map(routeKey)))];
}

function unlistedRoutes(registered: readonly string[]): string[] {
  const tenant = new Set(TENANT_ROUTES.map(routeKey));
  return registered.filter((key) => !tenant.has(key) && !Object.hasOwn(PUBLIC_ROUTES, key));
}

/** Where a route might take a shop from if it wrongly trusted the request. */
function identifiersOf(shop: SignedInShop): Record<string, string> {
  return {
    shop: shop.domain,
    shop_id: String(shop.id),
    shopify_shop_id: String(shop.id),
    myshopify_domain: shop.domain,
    id: String(shop.id),
  };
}

function trickHeaders(shop: SignedInShop): Record<string, string> {
  return { 'X-Shopify-Shop-Domain': shop.domain, 'X-Shop-Id': String(shop.id) };
}

/** Each shop's account at the fake Dropshipman and Judge.me, under its own key. */
function seedImportApps(apps: FakeImportAppServers): void {
  for (const [key, token, domain, text] of [
    [IMPORT_APP_KEYS.a, IMPORT_APP_KEYS.judgemeA, 'tenant-a.myshopify.com', 'tenant-a'],
    [IMPORT_APP_KEYS.b, IMPORT_APP_KEYS.judgemeB, 'tenant-b.myshopify.com', B_SECRET],
  ] as const) {
    apps.dropshipman.set(key, {
      products: [{ shopify_product_id: `${text}-ds-product`, supplier_product_id: `${text}-ae`, supplier_title: `${text} supplier product`, review_count: 1 }],
      reviews: { [`${text}-ae`]: [{ id: '1', rating: 5, content: `${text} aliexpress`, buyer_name: `${text} buyer`, buyer_country: 'FR', created_at: '2025-01-01T00:00:00Z', images: [] }] },
    });
    apps.judgeme.set(`${domain} ${token}`, [{ id: 1, body: `${text} judge.me`, rating: 5, reviewer: { name: `${text} reviewer` }, created_at: '2025-01-01T00:00:00Z' }]);
  }
}

describe.each(TEST_DATABASES)('tenant isolation on $name', (target) => {
  const marketplace = useRecordedMarketplace();
  let importApps: FakeImportAppServers;
  let instagram: DevelopmentInstagram;
  beforeAll(async () => {
    importApps = await startFakeImportAppServers();
    seedImportApps(importApps);
    instagram = await startDevelopmentInstagram();
  });
  afterAll(() => Promise.all([importApps.close(), instagram.close()]));
  const klaviyo = new LoopbackKlaviyoServer({ acceptsKey: (key) => key === KLAVIYO_KEYS.a || key === KLAVIYO_KEYS.b });
  beforeAll(() => klaviyo.start());
  afterAll(() => klaviyo.stop());
  const ctx = useTestServer(target, () => {
    const fixedNow = new Date();
    return {
      now: () => fixedNow,
      feedbackBoard: { boardUrl: 'https://feedback.example.com/board', ssoSecret: 'tenant-feedback-key' },
      mailTransport: new FakeMailTransport(),
      reviewImportStarter: new FakeReviewImportStarter(),
      marketplaceFetch: { hostOrigins: recordedHostOrigins(marketplace.origin), pagesPerShopPerHour: 1000 },
      importApps: { dropshipmanApiUrl: importApps.dropshipmanUrl, judgemeApiUrl: importApps.judgemeUrl, okendoApiUrl: importApps.okendoUrl },
      klaviyoApiUrl: klaviyo.url,
      instagram: instagram.config,
    };
  });
  /** Shopify mode registers routes development store mode does not (token exchange, OAuth, webhooks). */
  let shopifyModeApp: Hono<any>;
  let shopA: SignedInShop;
  let shopB: SignedInShop;
  const pickerTokens = new Map<number, string>();
  const baselineA = new Map<TenantRoute, unknown>();
  const snapshotB = new Map<TenantRoute, unknown>();

  /** Status and whole JSON body: everything a caller can observe. */
  async function read(route: TenantRoute, shop: SignedInShop, extra: { query?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const token = route.auth === 'picker' ? pickerTokens.get(shop.id) : shop.token;
    const response = await ctx.server.call(route.method, withQuery(route.path, { ...route.query, ...extra.query }), {
      ...(token ? { token } : {}),
      ...(extra.headers ? { headers: extra.headers } : {}),
    });
    return { status: response.status, body: response.json, text: response.text };
  }

  const observed = async (route: TenantRoute, shop: SignedInShop) => {
    const { status, body } = await read(route, shop);
    return { status, body };
  };

  function expectNothingOfB(text: string) {
    expect(text).not.toContain(shopB.domain);
    expect(text).not.toContain(B_SECRET);
  }

  async function expectBReadsUnchanged() {
    for (const route of READS) expect(await observed(route, shopB), `${route.path} as B`).toEqual(snapshotB.get(route));
  }

  /**
   * Every row of B's, table by table (each shop-scoped table keys its rows by shop_id, and the
   * shop's own row): one query per table after each of A's saves, instead of walking every read as
   * B after each one; the read walk runs once after all of them (its own test below).
   */
  async function rowsOfB(): Promise<Record<string, string | null>> {
    const db = ctx.database.handle.db;
    const tables = await rowsOf<{ table_name: string }>(
      db.execute(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'shop_id' order by table_name`),
    );
    const fingerprints = [
      sql`select 'shops' as name, md5(string_agg(t::text, '|')) as rows from shops t where id = ${shopB.id}`,
      ...tables.map(({ table_name: table }) => sql`select ${table} as name, md5(string_agg(t::text, '|' order by t::text)) as rows from ${sql.identifier(table)} t where shop_id = ${shopB.id}`),
    ];
    const rows = await rowsOf<{ name: string; rows: string | null }>(db.execute(sql.join(fingerprints, sql` union all `)));
    return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
  }
  let rowsOfBBeforeAsWrites: Record<string, string | null> = {};

  beforeAll(async () => {
    shopifyModeApp = createTestServer(ctx.database.handle, { shopify: testShopifyApp() }).app;
    shopA = await signInShop(ctx.server, 'tenant-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'tenant-b.myshopify.com');
    // B switches every storefront widget on, past the Free plan's allowance (plan-gates.test.ts).
    await updateShop(ctx.database.handle, shopB, { pricingPlanId: PLAN_ID_STARTER_MONTHLY });
    for (const shop of [shopA, shopB]) {
      const access = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: STARLING_REVIEWS_APP_ID }), { token: shop.token });
      pickerTokens.set(shop.id, access.json?.data.access_token as string);
    }

    // Questions come from storefronts: two per shop, the first answered, for the Q&A writes to aim at.
    for (const [shop, ids, text] of [[shopA, qaIds.a, 'tenant-a'], [shopB, qaIds.b, B_SECRET]] as const) {
      ids.questions = await addQuestions(ctx.database.handle, shop, [
        {
          productId: `${text}-product`,
          questionerName: `${text} asker`,
          body: `${text} question`,
          askedAt: new Date(Date.UTC(2025, 0, 2)),
          answers: [{ body: `${text} answer`, answeredAt: new Date(Date.UTC(2025, 0, 3)) }],
        },
        { productId: `${text}-product`, questionerName: `${text} second asker`, body: `${text} second question`, askedAt: new Date(Date.UTC(2025, 0, 1)) },
      ]);
      [ids.answer] = (await answerIdsOf(ctx.database.handle, shop, ids.questions[0]!)) as [number];
    }
    // Reviews come from storefronts too: one per shop, for the review writes to aim at.
    [reviewRefs.a] = (await insertReviews(ctx.database.handle, shopA, [{ authorName: 'tenant-a reviewer' }])) as [number];
    [reviewRefs.b] = (await insertReviews(ctx.database.handle, shopB, [{ authorName: `${B_SECRET} reviewer`, title: `${B_SECRET} title` }])) as [number];
    reviewRefs.bShop = String(shopB.id);
    // Webhooks: an endpoint per shop and one delivery to it, of the shop's review.
    for (const [shop, refs, text, reviewId] of [[shopA, webhookRefs.a, 'tenant-a', reviewRefs.a], [shopB, webhookRefs.b, B_SECRET, reviewRefs.b]] as const) {
      const created = await ctx.server.call('POST', `${ADMIN}/create_webhook_endpoint`, { token: shop.token, body: { url: `https://example.com/${text}/first`, events: ['review.updated'] } });
      refs.endpoint = created.json?.data.endpoint.id as number;
      await new DrizzleOutgoingEventQueue(ctx.database.handle.db).queueReviewEvent(shop, 'review.updated', [reviewId], new Date());
      // And a Shopify Flow trigger of it, sent: its payload (B's title and name) is in get_webhooks' log.
      await new DrizzleOutgoingEventQueue(ctx.database.handle.db).queueFlowTrigger(shop, 'review-published', [reviewId], new Date(Date.UTC(2025, 0, 1)));
      await ctx.server.flowTriggerWorker.drain();
      const hooks = await ctx.server.call('GET', `${ADMIN}/get_webhooks`, { token: shop.token });
      refs.delivery = (hooks.json?.data.deliveries as { id: number }[])[0]!.id;
    }
    // Orders come from Shopify: one per shop for the request actions, and a product for a demo order.
    for (const [shop, text] of [[shopA, 'tenant-a'], [shopB, B_SECRET]] as const) {
      await addOrders(ctx.database.handle, shop, [{ id: shop === shopA ? 'tenant-a-order' : 'tenant-b-order', name: '#1001', customerName: `${text} buyer`, placedAt: new Date(Date.UTC(2025, 0, 4)) }]);
      await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(`${text}-demo-product`, `${text} demo product`, ['One'])] });
    }

    // Imports: two drafts (update, start), one queued (cancel) and one cancelled (undo) per shop.
    for (const [shop, refs, text] of [[shopA, importRefs.a, 'tenant-a'], [shopB, importRefs.b, B_SECRET]] as const) {
      const file = { name: `${text}.csv`, bytes: new TextEncoder().encode(`product_handle,rating,author,body\n,5,${text} importer,${text} imported review\n`) };
      refs.draft = (await ctx.server.reviewImports.upload(shop, file)).job.id;
      refs.toStart = (await ctx.server.reviewImports.upload(shop, file)).job.id;
      const draft = (name: string) => ({ row: 1, product: { kind: 'store' as const }, rating: 5, title: '', body: `${text} ${name}`, authorName: `${text} reviewer`, authorEmail: '', commentedAt: '2025-01-01T00:00:00.000Z', published: true, featured: false, claimsVerifiedPurchase: false, incentivized: false, orderId: null, country: '', reply: null, media: [] });
      refs.queued = (await ctx.server.reviewImports.startFromDrafts(shop, { kind: 'manual', origin: 'manual', label: `${text} queued`, drafts: [draft('queued')] })).id;
      refs.finished = (await ctx.server.reviewImports.startFromDrafts(shop, { kind: 'manual', origin: 'manual', label: `${text} cancelled`, drafts: [draft('cancelled')] })).id;
      await ctx.server.reviewImports.cancel(shop, refs.finished);
    }

    // Instagram: each shop connects (authorize page, then /ins_auth's connect) and imports the posts.
    for (const [shop, refs] of [[shopA, instagramRefs.a], [shopB, instagramRefs.b]] as const) {
      const { url } = (await ctx.server.call('GET', `${ADMIN}/get_instagram_authorize_url`, { token: shop.token })).json?.data as { url: string };
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
      const connected = await ctx.server.call('POST', '/api/v1/public/instagram/connect', { body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
      if (connected.json?.code !== 0) throw new Error(`Instagram did not connect: ${connected.text}`);
      const imported = await ctx.server.call('POST', `${ADMIN}/import_instagram_posts`, { token: shop.token, body: {} });
      const ids = (imported.json?.data.posts as { id: number }[]).map((post) => post.id);
      refs[0] = ids[0]!;
      refs[1] = ids[1]!;
    }

    // The first read of the guide flags saves A's guide group; read once so the baseline is settled.
    for (const route of READS) await observed(route, shopA);
    for (const route of READS) baselineA.set(route, await observed(route, shopA));

    // B changes plans last: its downgrade to Free would refuse the widget switches it turns on.
    const changesPlan = (route: TenantRoute) => /_pricing_plan$/.test(route.path);
    for (const route of [...WRITES.filter((route) => !changesPlan(route)), ...WRITES.filter(changesPlan)]) {
      const response = await ctx.server.call('POST', route.path, { token: shopB.token, body: route.writeAsB });
      if (response.json?.code !== 0) throw new Error(`B could not save through ${route.path}: ${response.text}`);
    }
    // What no admin call writes: theme state, contact, orders, reviews, languages, catalog.
    // B installed three days earlier, so its upgrade offer has less time left than A's.
    await updateShop(ctx.database.handle, shopB, {
      themeEmbedEnabled: true,
      themeAppBlockEnabled: true,
      email: `owner@${B_SECRET}.example`,
      installedAt: new Date(Date.now() - 3 * MS_PER_DAY),
    });
    await addOrdersWithReviewRequests(ctx.database.handle, shopB, 3);
    await addReviews(ctx.database.handle, shopB, 'b-product', 21);
    // A review of this week, so B's review anomalies (its last week's counts) differ from A's.
    await insertReviews(ctx.database.handle, shopB, [{ authorName: `${B_SECRET} recent`, commentedAt: new Date(Date.now() - MS_PER_DAY) }]);
    await addCaughtMails(ctx.database.handle, shopB, [{ to: `customer@${B_SECRET}.example`, subject: `${B_SECRET} review request` }]);
    await ctx.database.handle.db.insert(referralConversions).values({
      shopId: shopB.id,
      advocateCustomerId: '7001',
      friendEmail: `friend@${B_SECRET}.example`,
      orderId: 'gid://shopify/Order/tenant-b',
      orderName: `#${B_SECRET}`,
      orderTotal: 40,
      state: 'refused',
      refusalReason: 'advocate_monthly_cap',
      rewardMonth: '2025-01',
    });
    const [discountedB] = await insertReviews(ctx.database.handle, shopB, [{ authorName: `${B_SECRET} customer`, authorEmail: `${B_SECRET}@example.com` }]);
    if (!(await ctx.server.reviewDiscountIssuer.issueFor(shopB, discountedB!))) throw new Error('B earned no review discount');
    await ctx.server.settings.writeDocument(shopB, STOREFRONT_LANGUAGES_DOCUMENT, [{ locale: 'fr', name: `${B_SECRET} language`, primary: true }]);
    await addCatalog(ctx.database.handle, shopB, {
      products: [productWithVariants('b-product', `${B_SECRET} product`, ['Small', 'Large'])],
      collections: [{ id: 'b-collection', title: `${B_SECRET} collection`, productIds: ['b-product'] }],
    });

    const bViews = await ctx.server.call('GET', withQuery(`${ADMIN}/get_saved_views`, { list: 'reviews' }), { token: shopB.token });
    savedViewRefs.b = (bViews.json?.data.views as { id: number }[])[0]!.id;
    const bAttributes = await ctx.server.call('GET', `${ADMIN}/get_review_attributes`, { token: shopB.token });
    attributeRefs.b = (bAttributes.json?.data.attributes as { id: number }[])[0]!.id;
    const bGroups = await ctx.server.call('GET', `${ADMIN}/get_product_groups`, { token: shopB.token });
    groupRefs.b = (bGroups.json?.data.list as { id: number }[])[0]!.id;

    for (const route of READS) snapshotB.set(route, await observed(route, shopB));
    rowsOfBBeforeAsWrites = await rowsOfB();
  });

  it('knows every registered route, in both modes, as a tenant route or a public one', () => {
    const registered = registeredRoutes(ctx.server.app, shopifyModeApp);
    expect(unlistedRoutes(registered), 'routes in neither TENANT_ROUTES nor PUBLIC_ROUTES').toEqual([]);
    for (const key of [...TENANT_ROUTES.map(routeKey), ...Object.keys(PUBLIC_ROUTES)]) expect(registered, `${key} is not a route`).toContain(key);
  });

  it('would catch a route mounted without authentication', () => {
    const withForgottenRoute = new Hono().route('/', ctx.server.app);
    withForgottenRoute.get(`${ADMIN}/forgot_authentication`, (c) => c.json({ code: 0 }));
    expect(unlistedRoutes(registeredRoutes(withForgottenRoute, shopifyModeApp))).toEqual([`GET ${ADMIN}/forgot_authentication`]);
  });

  it('refuses every tenant route without its credential', async () => {
    for (const route of TENANT_ROUTES) {
      const response = await ctx.server.call(route.method, withQuery(route.path, route.query ?? {}), route.method === 'POST' ? { body: route.writeAsB } : {});
      expect(response.json?.code, `${routeKey(route)} without a token`).not.toBe(0);
      if (route.auth === 'picker') continue;
      expect(response.status, routeKey(route)).toBe(401);
      expect(response.headers.get('X-Shopify-API-Request-Failure-Unauthorized'), routeKey(route)).toBe('1');
    }
  });

  it('gives B data of its own on every route that reads shop data, so the walk proves something', () => {
    for (const route of READS) {
      if (route.readsShopData === false) continue;
      expect(snapshotB.get(route), `${route.path} as B`).toMatchObject({ status: 200 });
      expect(snapshotB.get(route), `${route.path}: B's answer equals A's`).not.toEqual(baselineA.get(route));
    }
  });

  describe('reads', () => {
    it.each(READS.map((route) => [route.path, route] as const))("A reading %s gets its own answer, never B's", async (_path, route) => {
      const attempts = [
        { query: identifiersOf(shopB) },
        { headers: trickHeaders(shopB) },
        { query: identifiersOf(shopB), headers: trickHeaders(shopB) },
      ];
      for (const attempt of attempts) {
        const response = await read(route, shopA, attempt);
        expect({ status: response.status, body: response.body }).toEqual(baselineA.get(route));
        expectNothingOfB(response.text);
      }
    });

  });

  describe('writes', () => {
    it.each(WRITES.map((route) => [route.path, route] as const))("A saving through %s changes only A's data", async (_path, route) => {
      const valid = route.writeAsA!(shopB);
      const saved = await ctx.server.call('POST', withQuery(route.path, identifiersOf(shopB)), {
        token: shopA.token,
        body: valid,
        headers: trickHeaders(shopB),
      });
      expect(saved.status, saved.text).toBe(200);
      expectNothingOfB(saved.text);

      // B's identifiers in the body itself: refused as unknown fields or ignored, never applied to B.
      const smuggled = await ctx.server.call('POST', route.path, {
        token: shopA.token,
        body: { ...(valid as object), ...identifiersOf(shopB), shop_id: shopB.id },
      });
      expect([200, 422]).toContain(smuggled.status);
      expectNothingOfB(smuggled.text);
      // Once for both saves: not one of B's rows changed.
      expect(await rowsOfB()).toEqual(rowsOfBBeforeAsWrites);
    });

    it("B reads exactly as before, after all of A's saves", async () => {
      await expectBReadsUnchanged();
    });

    it("A's saves land on A", async () => {
      const configs = await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token: shopA.token });
      expect(configs.json?.data).toMatchObject({ notification_emails: ['alerts@tenant-a.example'], digest_frequency: 'off' });
      const words = await ctx.server.call('GET', withQuery(`${ADMIN}/get_shop_selfdefine_lang`, { lang: 'fr' }), { token: shopA.token });
      expect(JSON.parse(words.json?.data.json_data)).toEqual({ 'reviews.heading': 'A title' });
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  connectInstagram,
  disconnectInstagram,
  getInstagram,
  getInstagramAuthorizeUrl,
  getInstagramMedia,
  getInstagramPosts,
  importInstagramPosts,
  type InstagramAccountView,
  type InstagramMediaView,
  type InstagramPostView,
  setInstagramPostHidden,
  tagInstagramPost,
} from '../../../src/contracts/instagram.contract';
import { InstagramAuthViewModel } from '../../../src/ui/instagram/instagram-auth.view-model';
import { InstagramViewModel } from '../../../src/ui/instagram/instagram.view-model';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const CONNECTED: InstagramAccountView = { connected: true, username: 'starling_demo', account_id: '1784', connected_at: '2026-05-01T10:00:00.000Z', token_expires_at: null };
const NOT_CONNECTED: InstagramAccountView = { connected: false, username: '', account_id: '', connected_at: null, token_expires_at: null };
const post = (id: number, overrides: Partial<InstagramPostView> = {}): InstagramPostView => ({
  id,
  media_id: `1800${id}`,
  caption: `Post ${id}`,
  permalink: `https://www.instagram.com/p/1800${id}/`,
  image_url: `/upload/shop_1/post${id}.png`,
  posted_at: '2026-04-30T09:00:00.000Z',
  hidden: false,
  products: [],
  ...overrides,
});
const media = (id: string, imported = false): InstagramMediaView => ({ media_id: id, caption: `Media ${id}`, permalink: '', preview_url: `https://cdn.example/${id}.png`, posted_at: '2026-04-30T09:00:00.000Z', imported });

function connectedClient() {
  return new FakeContractClient()
    .on(getInstagram, CONNECTED)
    .on(getInstagramPosts, { posts: [post(1)] })
    .on(getInstagramMedia, { media: [media('1800001', true), media('1800002'), media('1800003')] });
}

describe('InstagramViewModel', () => {
  it('leaves for Instagram’s authorize page outside the admin’s frame', async () => {
    const client = new FakeContractClient().on(getInstagram, NOT_CONNECTED).on(getInstagramAuthorizeUrl, { url: 'https://www.instagram.com/oauth/authorize?state=s' });
    const browser = new FakeBrowserEnvironment();
    const vm = new InstagramViewModel(client, browser);
    await vm.load();
    expect(vm.connected).toBe(false);
    expect(client.callsTo(getInstagramPosts)).toHaveLength(0);
    await vm.connect();
    expect(browser.assigned).toEqual([{ url: 'https://www.instagram.com/oauth/authorize?state=s', top: true }]);
  });

  it('imports the ticked posts, or every new one when none is ticked, and says how many', async () => {
    const client = connectedClient().on(importInstagramPosts, { imported: 1, skipped: 0, posts: [post(2), post(1)] });
    const vm = new InstagramViewModel(client, new FakeBrowserEnvironment());
    await vm.load();
    expect(vm.newMedia.map((item) => item.media_id)).toEqual(['1800002', '1800003']);
    vm.toggle('1800003');
    await vm.importPosts();
    expect(client.callsTo(importInstagramPosts)).toEqual([{ media_ids: ['1800003'] }]);
    expect(vm.outcome).toEqual({ imported: 1, skipped: 0 });
    expect(vm.posts.map((item) => item.id)).toEqual([2, 1]);
    expect(vm.selected).toEqual([]);
    await vm.importPosts();
    expect(client.callsTo(importInstagramPosts)[1]).toEqual({ media_ids: [] });
  });

  it('tags a post to the products chosen in the picker, and hides it', async () => {
    const client = connectedClient()
      .on(tagInstagramPost, (request) => post(request.id, { products: request.products }))
      .on(setInstagramPostHidden, (request) => post(request.id, { hidden: request.hidden }));
    const vm = new InstagramViewModel(client, new FakeBrowserEnvironment());
    await vm.load();
    vm.openTagging(vm.posts[0]!);
    await vm.tag([{ id: 'gid://shopify/Product/5151', title: 'Linen Apron' }]);
    expect(vm.tagging).toBeNull();
    expect(vm.posts[0]?.products).toEqual([{ id: 'gid://shopify/Product/5151', title: 'Linen Apron' }]);
    await vm.setHidden(vm.posts[0]!, true);
    expect(vm.posts[0]?.hidden).toBe(true);
    expect(vm.isBusy(1)).toBe(false);
  });

  it('keeps the disconnect dialog open with the server’s reason when it fails, and empties the page when it succeeds', async () => {
    const client = connectedClient().fail(disconnectInstagram, 'instagram: the database is busy');
    const vm = new InstagramViewModel(client, new FakeBrowserEnvironment());
    await vm.load();
    vm.openDisconnect();
    await vm.disconnect();
    expect(vm.disconnection.subject).toBe('account');
    expect(vm.disconnection.failure).toBe('instagram: the database is busy');
    expect(vm.connected).toBe(true);

    client.on(disconnectInstagram, NOT_CONNECTED);
    await vm.disconnect();
    expect(vm.disconnection.subject).toBeNull();
    expect(vm.connected).toBe(false);
    expect(vm.posts).toEqual([]);
    expect(vm.media).toEqual([]);
  });
});

describe('InstagramAuthViewModel (/ins_auth)', () => {
  it('hands Instagram’s code and state to the server once, and says which account is connected', async () => {
    const client = new FakeContractClient().on(connectInstagram, { username: 'starling_demo', return_url: '/integrated/instagram' });
    const vm = new InstagramAuthViewModel(client);
    await vm.connect('code-1', 'state-1', null);
    await vm.connect('code-1', 'state-1', null);
    expect(client.callsTo(connectInstagram)).toEqual([{ code: 'code-1', state: 'state-1' }]);
    expect(vm.state).toBe('connected');
    expect(vm.username).toBe('starling_demo');
    expect(vm.returnUrl).toBe('/integrated/instagram');
  });

  it('shows the server’s refusal, Instagram’s own refusal, or that the page was opened without a code', async () => {
    const refused = new InstagramAuthViewModel(new FakeContractClient().fail(connectInstagram, 'state: has expired (a connection must finish within 10 minutes); connect again from the Instagram page'));
    await refused.connect('code-1', 'old-state', null);
    expect(refused.state).toBe('failed');
    expect(refused.error).toMatch(/^state: has expired/);

    const denied = new InstagramAuthViewModel(new FakeContractClient());
    await denied.connect(null, 'state-1', 'The user denied your request.');
    expect(denied.state).toBe('failed');
    expect(denied.error).toBe('The user denied your request.');

    const bare = new InstagramAuthViewModel(new FakeContractClient());
    await bare.connect(null, null, null);
    expect(bare.state).toBe('missing');
  });
});

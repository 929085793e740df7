import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { AccountSettingsViewModel } from '../../../src/ui/settings/account-settings.view-model';
import { APP_ROUTES } from '../../../src/ui/routing/route-table';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';

function createViewModel(client = new FakeContractClient().on(getUserInfo, testUserInfo({ name: 'Linen & Co', plan_name: 'Growth', email: 'owner@linen.example' }))) {
  const session = new AppSessionStore();
  return { viewModel: new AccountSettingsViewModel(client, session), client, session };
}

/** A route pattern as a regular expression (`:param` matches one segment). */
const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`, 'i');

describe('AccountSettingsViewModel', () => {
  it('shows the store, its domain, the owner’s e-mail and the plan from get_user_info', async () => {
    const { viewModel, client } = createViewModel();
    expect(viewModel.status).toBe('loading');
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.account).toEqual({ storeName: 'Linen & Co', domain: 'test-shop.myshopify.com', email: 'owner@linen.example', planName: 'Growth' });
    expect(client.callsTo(getUserInfo)).toEqual([{}]);
  });

  it('names the admin language in itself, and follows a change of language', () => {
    const { viewModel, session } = createViewModel();
    expect(viewModel.languageName).toBe('English');
    session.setLanguage('de');
    expect(viewModel.languageName).toBe('Deutsch');
  });

  it('says when the account could not be loaded, and loads again on retry', async () => {
    const client = new FakeContractClient().fail(getUserInfo, 'down');
    const { viewModel } = createViewModel(client);
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
    client.on(getUserInfo, testUserInfo());
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.account?.storeName).toBe('Test Shop');
  });

  it('leads to every settings page of the spec, each a route of the admin, so none is a dead end', () => {
    const { viewModel } = createViewModel();
    const paths = viewModel.groups.flatMap((group) => group.pages.map((page) => page.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/settings/language',
        '/settings/notifications',
        '/settings/product_groups',
        '/settings/api',
        '/settings/reply_review',
        '/collect/discount',
        '/settings/referral_offer',
        '/settings/referral_widgets',
        '/settings/referral_email',
        '/settings/referrals_email',
        '/settings/advocate_email',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(APP_ROUTES.some((route) => route.access === 'signed-in' && matcherOf(route.path).test(path)), path).toBe(true);
  });
});

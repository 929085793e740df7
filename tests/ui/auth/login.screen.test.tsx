// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getAppConfig } from '../../../src/contracts/app-config.contract';
import { login, type LoginResponse } from '../../../src/contracts/auth.contract';
import { getUserSettings } from '../../../src/contracts/settings.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { renderApp } from '../../support/render-app';

const signedIn = (reply: { skip_install: 0 | 1 }): LoginResponse => ({
  is_authorization_required: false,
  redirect_url: '',
  shop_info: { token: 'app-token', shopify_plan: 'basic' },
  shop_settings_info: { ...reply, is_selected_plan: 1 },
});

function answers(mode: 'development' | 'shopify', skipInstall: 0 | 1 = 1) {
  return { setup: (di: Container) => {
    di.get<FakeContractClient>(TOKENS.ContractClient)
      .on(getAppConfig, { mode, api_key: mode === 'shopify' ? 'key' : null, demo_shop: mode === 'development' ? 'demo-store.myshopify.com' : null })
      .on(login, signedIn({ skip_install: skipInstall }))
      .on(getUserInfo, testUserInfo({ myshopify_domain: 'demo-store.myshopify.com' }))
      .on(getUserSettings, testUserSettings());
  } };
}

describe('/login', () => {
  it('asks for a store domain and explains what is wrong with one it cannot use', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', answers('shopify'));
    const field = await screen.findByLabelText('Store domain');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your store domain.')).toBeTruthy();
    await user.type(field, 'not a shop.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a store domain such as your-store.myshopify.com.')).toBeTruthy();
    expect(app.router.shown?.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Use the demo store' })).toBeNull();
  });

  it('signs a store named by its handle in through /auth and lands where /auth says', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', answers('development'));
    await user.type(await screen.findByLabelText('Store domain'), 'Demo-Store');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/'));
    expect(app.di.get<FakeContractClient>(TOKENS.ContractClient).callsTo(login)[0]).toEqual({ shop: 'demo-store.myshopify.com', redirect_url: '/', url: 'https://admin.example.test/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('offers the demo store in development store mode', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', answers('development', 0));
    await user.click(await screen.findByRole('button', { name: 'Use the demo store' }));
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/guide'));
    expect(app.di.get<FakeContractClient>(TOKENS.ContractClient).callsTo(login)[0]).toEqual({ shop: 'demo-store.myshopify.com', redirect_url: '/', url: 'https://admin.example.test/' });
  });

  it('shows the server message and a way back when the sign-in fails', async () => {
    const user = userEvent.setup();
    const app = renderApp('/auth?shop=acme.myshopify.com', {
      setup: (di) => {
        di.get<FakeContractClient>(TOKENS.ContractClient)
          .on(getAppConfig, { mode: 'development', api_key: null, demo_shop: null })
          .fail(login, 'shop: is not installed');
      },
    });
    expect(await screen.findByText('shop: is not installed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/login'));
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../../../src/application/auth/request-authorizer';
import { APP_CONFIG_PATH } from '../../../src/application/auth/server-mode.use-case';
import { USER_SETTINGS_PATH } from '../../../src/application/i18n/apply-user-language.use-case';
import { USER_INFO_PATH } from '../../../src/application/session/load-session.use-case';
import { TOKENS } from '../../../src/application/tokens';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { renderApp, TEST_USER_INFO } from '../../support/render-app';

const login = (reply: { skip_install: 0 | 1 }) => ({
  is_authorization_required: false,
  redirect_url: '',
  shop_info: { token: 'app-token', shopify_plan: 'basic' },
  shop_settings_info: { ...reply, is_selected_plan: 1 },
});

function answers(mode: 'development' | 'shopify', skipInstall: 0 | 1 = 1) {
  return { setup: (di: Container) => {
    di.get<FakeApiClient>(TOKENS.ApiClient)
      .onGet(APP_CONFIG_PATH, { mode, api_key: mode === 'shopify' ? 'key' : null, demo_shop: mode === 'development' ? 'demo-store.myshopify.com' : null })
      .onPost(LOGIN_PATH, login({ skip_install: skipInstall }))
      .onGet(USER_INFO_PATH, { ...TEST_USER_INFO, myshopify_domain: 'demo-store.myshopify.com' })
      .onGet(USER_SETTINGS_PATH, { backend_lang: 'en' });
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
    expect(app.router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Use the demo store' })).toBeNull();
  });

  it('signs a store named by its handle in through /auth and lands where /auth says', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', answers('development'));
    await user.type(await screen.findByLabelText('Store domain'), 'Demo-Store');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.di.get<FakeApiClient>(TOKENS.ApiClient).callsTo('POST', LOGIN_PATH)[0]?.body).toEqual({ shop: 'demo-store.myshopify.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('offers the demo store in development store mode', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', answers('development', 0));
    await user.click(await screen.findByRole('button', { name: 'Use the demo store' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/guide'));
    expect(app.di.get<FakeApiClient>(TOKENS.ApiClient).callsTo('POST', LOGIN_PATH)[0]?.body).toEqual({ shop: 'demo-store.myshopify.com' });
  });

  it('shows the server message and a way back when the sign-in fails', async () => {
    const user = userEvent.setup();
    const app = renderApp('/auth?shop=acme.myshopify.com', {
      setup: (di) => {
        di.get<FakeApiClient>(TOKENS.ApiClient)
          .onGet(APP_CONFIG_PATH, { mode: 'development', api_key: null, demo_shop: null })
          .fail('POST', LOGIN_PATH, 'shop: is not installed');
      },
    });
    expect(await screen.findByText('shop: is not installed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_BAR_ID } from '../../../src/application/platform/save-bar.port';
import { AppBridgeLoadingIndicator } from '../../../src/infrastructure/app-bridge/app-bridge-loading-indicator';
import { AppBridgeNavMenu } from '../../../src/infrastructure/app-bridge/app-bridge-nav-menu';
import { AppBridgeSaveBar } from '../../../src/infrastructure/app-bridge/app-bridge-save-bar';
import { AppBridgeSessionTokenSource } from '../../../src/infrastructure/app-bridge/app-bridge-session-token-source';
import { AppBridgeToaster } from '../../../src/infrastructure/app-bridge/app-bridge-toaster';
import { shopifyGlobalOf } from '../../../src/infrastructure/app-bridge/shopify-global';
import { type FakeShopify, installFakeAppBridge, uninstallFakeAppBridge } from '../../fakes/fake-app-bridge';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';

let shopify: FakeShopify;

beforeEach(() => {
  shopify = installFakeAppBridge({ idToken: 'header.payload.signature' });
});

afterEach(() => {
  uninstallFakeAppBridge();
  document.body.replaceChildren();
});

describe('shopifyGlobalOf', () => {
  it('finds App Bridge on window.shopify, and nothing when the page runs standalone', () => {
    expect(shopifyGlobalOf(window)).toBe(shopify);
    uninstallFakeAppBridge();
    expect(shopifyGlobalOf(window)).toBeNull();
  });
});

describe('AppBridgeToaster', () => {
  it('shows the message for 5000 ms by default, as an error when asked, with its action', () => {
    const toaster = new AppBridgeToaster(shopify);
    const onAction = vi.fn();
    toaster.show({ content: 'Settings saved successfully' });
    toaster.show({ content: 'Fetch data error', error: true, duration: 8000, action: { content: 'Retry', onAction } });

    expect(shopify.calls.toasts[0]).toEqual({ message: 'Settings saved successfully', options: { duration: 5000, isError: false } });
    expect(shopify.calls.toasts[1]).toEqual({ message: 'Fetch data error', options: { duration: 8000, isError: true, action: 'Retry', onAction } });
    shopify.calls.toasts[1]?.options?.onAction?.();
    expect(onAction).toHaveBeenCalledOnce();
  });
});

describe('AppBridgeSessionTokenSource', () => {
  it('hands out the bridge id token', async () => {
    const source = new AppBridgeSessionTokenSource(shopify, new FakeToaster());
    expect(source.available).toBe(true);
    await expect(source.idToken()).resolves.toBe('header.payload.signature');
    expect(shopify.calls.idToken).toBe(1);
  });

  it('shows the failure as an error toast and still rejects (the product docs "Bridge token failure")', async () => {
    uninstallFakeAppBridge();
    const failing = installFakeAppBridge({ idTokenError: 'App Bridge could not reach the admin' });
    const toaster = new FakeToaster();
    await expect(new AppBridgeSessionTokenSource(failing, toaster).idToken()).rejects.toThrow('App Bridge could not reach the admin');
    expect(toaster.shown).toEqual([{ content: 'App Bridge could not reach the admin', error: true }]);
  });
});

describe('AppBridgeSaveBar', () => {
  const saveBar = () => new AppBridgeSaveBar(shopify, document, new FakeTranslations());
  const buttons = () => [...document.querySelectorAll(`ui-save-bar#${SAVE_BAR_ID} > button`)] as HTMLButtonElement[];

  it('creates one ui-save-bar with a primary Save and a Discard, and shows it once while shown', () => {
    const bar = saveBar();
    const state = { saving: false, onSave: vi.fn(), onDiscard: vi.fn() };
    bar.show(state);
    bar.show({ ...state });

    expect(document.querySelectorAll('ui-save-bar')).toHaveLength(1);
    const [save, discard] = buttons();
    expect(save?.getAttribute('variant')).toBe('primary');
    expect(save?.textContent).toBe('overlays:saveBar.save');
    expect(discard?.hasAttribute('variant')).toBe(false);
    expect(discard?.textContent).toBe('overlays:saveBar.discard');
    expect(shopify.calls.saveBar).toEqual([{ action: 'show', id: SAVE_BAR_ID }]);

    bar.hide();
    bar.hide();
    expect(shopify.calls.saveBar).toEqual([
      { action: 'show', id: SAVE_BAR_ID },
      { action: 'hide', id: SAVE_BAR_ID },
    ]);
    bar.show(state);
    expect(document.querySelectorAll('ui-save-bar')).toHaveLength(1);
    expect(shopify.calls.saveBar.at(-1)).toEqual({ action: 'show', id: SAVE_BAR_ID });
  });

  it('sends the clicks to the latest onSave and onDiscard', () => {
    const bar = saveBar();
    const first = { saving: false, onSave: vi.fn(), onDiscard: vi.fn() };
    const latest = { saving: false, onSave: vi.fn(), onDiscard: vi.fn() };
    bar.show(first);
    bar.show(latest);
    const [save, discard] = buttons();
    save?.click();
    discard?.click();
    expect(latest.onSave).toHaveBeenCalledOnce();
    expect(latest.onDiscard).toHaveBeenCalledOnce();
    expect(first.onSave).not.toHaveBeenCalled();
  });

  it('marks Save as loading and Discard as disabled while saving', () => {
    const bar = saveBar();
    bar.show({ saving: true, onSave: vi.fn(), onDiscard: vi.fn() });
    const [save, discard] = buttons();
    expect(save?.hasAttribute('loading')).toBe(true);
    expect(discard?.disabled).toBe(true);
    bar.show({ saving: false, onSave: vi.fn(), onDiscard: vi.fn() });
    expect(save?.hasAttribute('loading')).toBe(false);
    expect(discard?.disabled).toBe(false);
  });

  it('turns Save off while the form lists problems, Discard staying on', () => {
    const bar = saveBar();
    bar.show({ saving: false, saveDisabled: true, onSave: vi.fn(), onDiscard: vi.fn() });
    const [save, discard] = buttons();
    expect(save?.disabled).toBe(true);
    expect(discard?.disabled).toBe(false);
    bar.show({ saving: false, saveDisabled: false, onSave: vi.fn(), onDiscard: vi.fn() });
    expect(save?.disabled).toBe(false);
  });
});

describe('AppBridgeNavMenu', () => {
  const anchors = () => [...document.querySelectorAll('ui-nav-menu > a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.textContent]);

  it('writes a ui-nav-menu whose first anchor is home, then one anchor per item', () => {
    const menu = new AppBridgeNavMenu(document);
    menu.setItems([
      { label: 'Dashboard', destination: '/' },
      { label: 'Reviews', destination: '/reviewList' },
      { label: 'Settings', destination: '/settings' },
    ]);
    expect(anchors()).toEqual([
      ['/', 'home', 'Dashboard'],
      ['/reviewList', null, 'Reviews'],
      ['/settings', null, 'Settings'],
    ]);
  });

  it('rewrites the labels in place when called again (a language change)', () => {
    const menu = new AppBridgeNavMenu(document);
    menu.setItems([{ label: 'Reviews', destination: '/reviewList' }]);
    menu.setItems([{ label: 'Bewertungen', destination: '/reviewList' }]);
    expect(document.querySelectorAll('ui-nav-menu')).toHaveLength(1);
    expect(anchors()).toEqual([
      ['/', 'home', ''],
      ['/reviewList', null, 'Bewertungen'],
    ]);
  });
});

describe('AppBridgeLoadingIndicator', () => {
  it('turns the loading bar on at the first start and off at the last stop', () => {
    const loading = new AppBridgeLoadingIndicator(shopify);
    loading.start();
    loading.start();
    loading.stop();
    expect(shopify.calls.loading).toEqual([true]);
    loading.stop();
    loading.stop();
    expect(shopify.calls.loading).toEqual([true, false]);
    loading.start();
    expect(shopify.calls.loading).toEqual([true, false, true]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { OverlayStore } from '../../../src/application/shell/overlay-store';
import { StandaloneLoadingIndicator } from '../../../src/infrastructure/standalone/standalone-loading-indicator';
import { StandaloneNavMenu } from '../../../src/infrastructure/standalone/standalone-nav-menu';
import { StandaloneSaveBar } from '../../../src/infrastructure/standalone/standalone-save-bar';
import { StandaloneSessionTokenSource } from '../../../src/infrastructure/standalone/standalone-session-token-source';
import { StandaloneToaster } from '../../../src/infrastructure/standalone/standalone-toaster';

describe('standalone platform adapters', () => {
  it('put toasts in the overlay store with the 5000 ms default', () => {
    const overlays = new OverlayStore();
    new StandaloneToaster(overlays).show({ content: 'Saved', error: true });
    expect(overlays.toasts).toEqual([{ id: 1, content: 'Saved', error: true, duration: 5000 }]);
  });

  it('show and hide the save bar through the overlay store', () => {
    const overlays = new OverlayStore();
    const saveBar = new StandaloneSaveBar(overlays);
    const state = { saving: true, onSave: vi.fn(), onDiscard: vi.fn() };
    saveBar.show(state);
    expect(overlays.saveBar?.saving).toBe(true);
    overlays.saveBar?.onSave();
    expect(state.onSave).toHaveBeenCalledOnce();
    saveBar.hide();
    expect(overlays.saveBar).toBeNull();
  });

  it('count loads in the overlay store', () => {
    const overlays = new OverlayStore();
    const loading = new StandaloneLoadingIndicator(overlays);
    loading.start();
    loading.start();
    loading.stop();
    expect(overlays.isLoading).toBe(true);
    loading.stop();
    expect(overlays.isLoading).toBe(false);
  });

  it('have no session token and no platform menu', async () => {
    const source = new StandaloneSessionTokenSource();
    expect(source.available).toBe(false);
    await expect(source.idToken()).rejects.toThrow('only inside the Shopify admin');
    expect(() => new StandaloneNavMenu().setItems()).not.toThrow();
  });
});

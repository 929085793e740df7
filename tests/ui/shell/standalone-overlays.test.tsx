// @vitest-environment jsdom
import { Frame } from '@shopify/polaris';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverlayStore } from '../../../src/application/shell/overlay-store';
import { StandaloneOverlays } from '../../../src/ui/shell/standalone-overlays';
import { renderWithProviders } from '../../support/render-with-providers';

function renderOverlays(language?: string) {
  const rendered = renderWithProviders(
    <Frame>
      <StandaloneOverlays />
    </Frame>,
    { language },
  );
  return { ...rendered, overlays: rendered.di.get(OverlayStore) };
}

describe('StandaloneOverlays', () => {
  it('shows a toast, and drops it from the store when it is dismissed', async () => {
    const { overlays } = renderOverlays();
    act(() => {
      overlays.addToast({ content: 'Settings saved successfully' });
    });
    const toast = (await screen.findByText('Settings saved successfully')).closest('.Polaris-Frame-Toast');
    // Polaris' close button carries only an icon; the overlays name it for screen readers.
    await userEvent.click(await within(toast as HTMLElement).findByRole('button', { name: 'Dismiss notification' }));
    // Polaris removes the toast after its exit transition, which jsdom never runs; the store is what decides.
    expect(overlays.toasts).toEqual([]);
  });

  it('shows an error toast with its action', async () => {
    const { overlays } = renderOverlays();
    const onAction = vi.fn();
    act(() => {
      overlays.addToast({ content: 'Fetch data error', error: true, action: { content: 'Retry', onAction } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('shows the save bar "Unsaved Changes" with Save and Discard, id tt-save-bar, while the store holds one', async () => {
    const { overlays, container } = renderOverlays();
    const onSave = vi.fn();
    const onDiscard = vi.fn();
    expect(screen.queryByText('Unsaved Changes')).toBeNull();

    act(() => overlays.showSaveBar({ saving: false, onSave, onDiscard }));
    const bar = container.ownerDocument.getElementById('tt-save-bar');
    expect(bar).not.toBeNull();
    const inBar = within(bar!);
    expect(inBar.getByRole('heading', { name: 'Unsaved Changes' })).toBeTruthy();
    await userEvent.click(inBar.getByRole('button', { name: 'Save' }));
    await userEvent.click(inBar.getByRole('button', { name: 'Discard' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onDiscard).toHaveBeenCalledOnce();

    act(() => overlays.hideSaveBar());
    expect(container.ownerDocument.getElementById('tt-save-bar')).toBeNull();
  });

  it('shows Save as busy and Discard as disabled while saving', () => {
    const { overlays } = renderOverlays();
    const onSave = vi.fn();
    act(() => overlays.showSaveBar({ saving: true, onSave, onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    const buttons = bar.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-disabled') ?? (button as HTMLButtonElement).disabled.toString())).toEqual(['true', 'true']);
    expect(bar.getByRole('button', { name: /Save/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('turns Save off while the form lists problems, Discard staying on', () => {
    const { overlays } = renderOverlays();
    act(() => overlays.showSaveBar({ saving: false, saveDisabled: true, onSave: vi.fn(), onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    expect(bar.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
    expect(bar.getByRole('button', { name: 'Discard' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('speaks the admin language', () => {
    const { overlays } = renderOverlays('de');
    act(() => overlays.showSaveBar({ saving: false, onSave: vi.fn(), onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    expect(bar.getByRole('heading', { name: 'Nicht gespeicherte Änderungen' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
  });

  it('shows the Polaris loading bar while a load is counted', () => {
    const { overlays, container } = renderOverlays();
    expect(container.querySelector('.Polaris-Frame-Loading')).toBeNull();
    act(() => overlays.startLoading());
    expect(container.querySelector('.Polaris-Frame-Loading')).not.toBeNull();
    act(() => overlays.stopLoading());
    expect(container.querySelector('.Polaris-Frame-Loading')).toBeNull();
  });
});

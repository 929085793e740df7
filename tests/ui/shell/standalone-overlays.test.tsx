// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverlayStore } from '../../../src/application/shell/overlay-store';
import { StandaloneOverlays } from '../../../src/ui/shell/standalone-overlays';
import { renderWithProviders } from '../../support/render-with-providers';

function renderOverlays(language?: string) {
  const rendered = renderWithProviders(<StandaloneOverlays />, { language });
  return { ...rendered, overlays: rendered.di.get(OverlayStore) };
}

/** Writes to the store, then lets the overlays' drawing (loaded with the first overlay) arrive. */
async function withOverlay(write: () => void): Promise<void> {
  act(write);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('StandaloneOverlays', () => {
  it('shows a toast, and drops it from the store when it is dismissed', async () => {
    const { overlays } = renderOverlays();
    await withOverlay(() => void overlays.addToast({ content: 'Settings saved successfully' }));
    // Announced: the toast is drawn inside a polite live region.
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(within(region).getByText('Settings saved successfully')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(overlays.toasts).toEqual([]);
    expect(screen.queryByText('Settings saved successfully')).toBeNull();
  });

  it('takes a toast away by itself once its duration has passed', async () => {
    const { overlays } = renderOverlays();
    await withOverlay(() => void overlays.addToast({ content: 'Loaded', duration: 60_000 }));
    vi.useFakeTimers();
    try {
      act(() => {
        overlays.addToast({ content: 'Reply published', duration: 3000 });
      });
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(screen.getByText('Reply published')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Reply published')).toBeNull();
      expect(overlays.toasts.map((toast) => toast.content)).toEqual(['Loaded']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an error toast with its action', async () => {
    const { overlays } = renderOverlays();
    const onAction = vi.fn();
    await withOverlay(() => void overlays.addToast({ content: 'Fetch data error', error: true, action: { content: 'Retry', onAction } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('draws nothing until there is something to show, its live region waiting empty', () => {
    renderOverlays();
    expect(screen.getByRole('status', { name: 'Notifications' }).childElementCount).toBe(0);
    expect(document.getElementById('tt-save-bar')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the save bar "Unsaved Changes" with Save and Discard, id tt-save-bar, while the store holds one', async () => {
    const { overlays, container } = renderOverlays();
    const onSave = vi.fn();
    const onDiscard = vi.fn();
    expect(screen.queryByText('Unsaved Changes')).toBeNull();

    await withOverlay(() => overlays.showSaveBar({ saving: false, onSave, onDiscard }));
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

  it('shows Save as busy and Discard as disabled while saving', async () => {
    const { overlays } = renderOverlays();
    const onSave = vi.fn();
    await withOverlay(() => overlays.showSaveBar({ saving: true, onSave, onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    const buttons = bar.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-disabled') ?? (button as HTMLButtonElement).disabled.toString())).toEqual(['true', 'true']);
    expect(bar.getByRole('button', { name: /Save/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('turns Save off while the form lists problems, Discard staying on', async () => {
    const { overlays } = renderOverlays();
    await withOverlay(() => overlays.showSaveBar({ saving: false, saveDisabled: true, onSave: vi.fn(), onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    expect(bar.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
    expect(bar.getByRole('button', { name: 'Discard' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('speaks the admin language', async () => {
    const { overlays } = renderOverlays('de');
    await withOverlay(() => overlays.showSaveBar({ saving: false, onSave: vi.fn(), onDiscard: vi.fn() }));
    const bar = within(document.getElementById('tt-save-bar')!);
    expect(bar.getByRole('heading', { name: 'Nicht gespeicherte Änderungen' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
  });

  it('shows a loading bar while a load is counted', async () => {
    const { overlays } = renderOverlays('de');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await withOverlay(() => overlays.startLoading());
    act(() => overlays.startLoading());
    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeTruthy();
    act(() => overlays.stopLoading());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => overlays.stopLoading());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

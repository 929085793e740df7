import { useEffect } from 'react';
import { type ListShape } from '../../application/lists/list-definition';
import { shortcutFor } from './keyboard-shortcuts';
import { type ListViewModel } from './list-view-model';

export interface ListKeyboardOptions {
  /** After j/k moved the focus: e.g. give the browser focus to the row's first button. */
  readonly afterMove?: () => void;
  /** The focused row's element, scrolled into view after every render so j/k never move out of sight. */
  readonly focusedRowSelector?: string;
}

/** Keyboard moderation of a list (src/ui/kit/keyboard-shortcuts.ts), never while typing or in a dialog. */
export function useListKeyboard<L extends ListShape>(list: ListViewModel<L>, options: ListKeyboardOptions = {}): void {
  const { afterMove, focusedRowSelector } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor(event, {
        target: target && { tagName: target.tagName, isContentEditable: target.isContentEditable, role: target.getAttribute('role') },
        // Polaris's own dialogs (saving a view…) count too.
        modalOpen: list.dialogOpen || document.querySelector('[role="dialog"]') !== null,
      });
      if (action === null || !list.handleShortcut(action)) return;
      event.preventDefault();
      if (action === 'next' || action === 'previous') afterMove?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list, afterMove]);

  useEffect(() => {
    if (focusedRowSelector) document.querySelector(focusedRowSelector)?.scrollIntoView?.({ block: 'nearest' });
  });
}

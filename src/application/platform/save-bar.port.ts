/** docs/product/overview.md "Save bar": message "Unsaved Changes", Save, Discard, id tt-save-bar. */
export const SAVE_BAR_ID = 'tt-save-bar';

export interface SaveBarState {
  readonly saving: boolean;
  /** Save is off (the form lists problems that must be fixed first); Discard stays on. */
  readonly saveDisabled?: boolean;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
}

export interface SaveBar {
  /** Shows the bar (or updates it while shown). */
  show(state: SaveBarState): void;
  hide(): void;
}

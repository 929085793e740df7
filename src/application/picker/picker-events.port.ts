/** Marks every message the picker posts, so a host can tell them from other messages. */
export const PICKER_MESSAGE_SOURCE = 'starling-resource-picker';
/** Marks the messages a host sends to the picker. */
export const PICKER_HOST_MESSAGE_SOURCE = 'starling-resource-picker-host';

export type PickerEventType = 'select' | 'cancel' | 'token-expired' | 'ready';

export interface PickerMessage {
  readonly source: typeof PICKER_MESSAGE_SOURCE;
  readonly type: PickerEventType;
  readonly payload: unknown;
}

/** A message from the host window, already checked for its origin and source marker. */
export interface PickerHostMessage {
  readonly type: string;
  readonly payload: unknown;
}

export type PickerConnectResult = 'connected' | 'not-framed' | 'origin-refused';

/**
 * The window that opened or frames the public picker page (a sister app). Posts go only to
 * the origin given to `connect`; before that (or in the admin's own dialog) they go nowhere.
 */
export interface PickerEvents {
  /** What the host left in `window.name` (the page's configuration); '' when nothing. */
  readHostConfig(): string;
  /** Talks to the host at `origin` from now on, if the page has a host and the origin is allowed. */
  connect(origin: string): PickerConnectResult;
  post(type: PickerEventType, payload?: unknown): void;
  /** Messages from the connected host's origin only. Returns an unsubscribe. */
  subscribe(listener: (message: PickerHostMessage) => void): () => void;
}

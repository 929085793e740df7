import { allowedHostOrigin } from '../../application/picker/picker-host-origin';
import {
  PICKER_HOST_MESSAGE_SOURCE,
  PICKER_MESSAGE_SOURCE,
  type PickerConnectResult,
  type PickerEvents,
  type PickerEventType,
  type PickerHostMessage,
  type PickerMessage,
} from '../../application/picker/picker-events.port';

/** The parts of `window` the adapter uses (a real window in the app, a stand-in in tests). */
export type PickerWindow = Pick<Window, 'name' | 'location' | 'parent' | 'opener' | 'addEventListener' | 'removeEventListener'>;

/**
 * Events to the window that frames or opened the picker page, by `postMessage` to the one origin
 * the page was configured with (never '*'); messages are heard from that origin and window only.
 */
export class PostMessagePickerEvents implements PickerEvents {
  private origin: string | null = null;

  constructor(private readonly window: PickerWindow) {}

  readHostConfig(): string {
    return this.window.name;
  }

  connect(origin: string): PickerConnectResult {
    if (this.host() === null) return 'not-framed';
    const allowed = allowedHostOrigin(origin, this.window.location.origin);
    if (allowed === null) return 'origin-refused';
    this.origin = allowed;
    return 'connected';
  }

  post(type: PickerEventType, payload: unknown = null): void {
    const host = this.host();
    if (host === null || this.origin === null) return;
    const message: PickerMessage = { source: PICKER_MESSAGE_SOURCE, type, payload };
    host.postMessage(message, this.origin);
  }

  subscribe(listener: (message: PickerHostMessage) => void): () => void {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (this.origin === null || event.origin !== this.origin || event.source !== this.host()) return;
      const data = event.data as Partial<Record<string, unknown>> | null;
      if (typeof data !== 'object' || data === null || data.source !== PICKER_HOST_MESSAGE_SOURCE || typeof data.type !== 'string') return;
      listener({ type: data.type, payload: data.payload ?? null });
    };
    this.window.addEventListener('message', onMessage);
    return () => this.window.removeEventListener('message', onMessage);
  }

  private host(): Window | null {
    if (this.window.parent !== (this.window as unknown) && this.window.parent !== null) return this.window.parent;
    return (this.window.opener as Window | null) ?? null;
  }
}

import {
  type PickerConnectResult,
  type PickerEvents,
  type PickerEventType,
  type PickerHostMessage,
} from '../../src/application/picker/picker-events.port';

/** Records what the picker tells its host; `hostConfig` stands in for `window.name`. */
export class FakePickerEvents implements PickerEvents {
  hostConfig = '';
  connectResult: PickerConnectResult = 'connected';
  connectedOrigin: string | null = null;
  readonly posted: { type: PickerEventType; payload: unknown }[] = [];
  private readonly listeners = new Set<(message: PickerHostMessage) => void>();

  readHostConfig(): string {
    return this.hostConfig;
  }

  connect(origin: string): PickerConnectResult {
    if (this.connectResult === 'connected') this.connectedOrigin = origin;
    return this.connectResult;
  }

  post(type: PickerEventType, payload: unknown = null): void {
    this.posted.push({ type, payload });
  }

  subscribe(listener: (message: PickerHostMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A message from the host. */
  emit(message: PickerHostMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  get types(): PickerEventType[] {
    return this.posted.map((event) => event.type);
  }
}

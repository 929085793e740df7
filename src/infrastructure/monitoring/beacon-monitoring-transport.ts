import { type MonitoringBatch, type MonitoringEvent, postMonitoringEvents } from '../../contracts/monitoring.contract';

/** Where monitoring events go; the browser adapter batches them to the server. */
export interface MonitoringTransport {
  setUser(user: string | null): void;
  send(event: MonitoringEvent): void;
}

/** Fewer than the contract's MAX_MONITORING_EVENTS: 20 keeps a keepalive fetch well under its 64 KB limit. */
export const BATCH_SIZE = 20;
export const FLUSH_DELAY_MS = 5000;

export interface BeaconMonitoringTransportSetup {
  readonly window: Window;
  /** Base URL of the API ('' for the admin's own origin). */
  readonly apiBaseUrl: string;
  readonly batchSize?: number;
  readonly flushDelayMs?: number;
}

/**
 * Queues monitoring events and posts them in batches: when a batch is full, 5 s after the first
 * queued event, and when the page is hidden or left. `navigator.sendBeacon` survives the page
 * closing; without it (or when it refuses) a `keepalive` fetch does the same.
 */
export class BeaconMonitoringTransport implements MonitoringTransport {
  readonly session: string;
  private user: string | null = null;
  private queue: MonitoringEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly batchSize: number;
  private readonly flushDelayMs: number;

  constructor(private readonly setup: BeaconMonitoringTransportSetup) {
    this.batchSize = setup.batchSize ?? BATCH_SIZE;
    this.flushDelayMs = setup.flushDelayMs ?? FLUSH_DELAY_MS;
    this.session = setup.window.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setup.window.addEventListener('pagehide', () => this.flush());
    setup.window.document.addEventListener('visibilitychange', () => {
      if (setup.window.document.visibilityState === 'hidden') this.flush();
    });
  }

  setUser(user: string | null): void {
    if (user !== this.user) this.flush();
    this.user = user;
  }

  send(event: MonitoringEvent): void {
    this.queue.push(event);
    if (this.queue.length >= this.batchSize) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushDelayMs);
  }

  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, this.batchSize);
      this.post({ user: this.user, session: this.session, events });
    }
  }

  /** Not through the admin's API client: sendBeacon and keepalive outlive the page, and a lost batch must not show an error. */
  private post(batch: MonitoringBatch): void {
    const body = JSON.stringify(batch);
    const endpoint = `${this.setup.apiBaseUrl}${postMonitoringEvents.path}`;
    const { navigator } = this.setup.window;
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
    // Monitoring must never disturb the admin: a lost batch is dropped silently.
    this.setup.window
      .fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } })
      .catch(() => undefined);
  }
}

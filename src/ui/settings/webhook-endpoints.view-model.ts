import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  type FlowTriggerDelivery,
  type FlowTriggerRecord,
  getWebhooks,
  resendWebhookDelivery,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../contracts/outgoing-webhooks.contract';
import { MAX_WEBHOOK_ENDPOINTS, OUTGOING_WEBHOOK_EVENTS, type OutgoingWebhookEvent } from '../../domain/outgoing-webhooks/outgoing-webhooks';
import { type ClipboardWrite, copyWithToast, type CopyWords } from '../kit/clipboard';
import { DialogAction } from '../kit/dialog-action';

/** The secret of an endpoint just created or rotated: shown once, until the merchant closes it. */
export interface RevealedSecret {
  readonly endpointId: number;
  readonly url: string;
  readonly secret: string;
}

/** The toasts' words, translated by the screen. */
export interface WebhookWords {
  readonly added: string;
  readonly removed: string;
  readonly resent: string;
  readonly failed: string;
}

/**
 * The webhook endpoints section of /settings/api (docs/product/webhooks.md): the endpoints, a form
 * to add one (an https address and its events), switch on or off, rotate the secret, remove after
 * a confirmation, and the delivery log with Resend; below them, the Shopify Flow triggers sent
 * (docs/product/shopify-flow.md#the-log).
 */
@injectable()
export class WebhookEndpointsViewModel {
  endpoints: readonly WebhookEndpoint[] = [];
  deliveries: readonly WebhookDelivery[] = [];
  flowTriggers: readonly FlowTriggerRecord[] = [];
  /** Where the triggers go: Shopify Flow, or the development store's record. */
  flowDelivery: FlowTriggerDelivery = 'shopify';
  status: 'loading' | 'ready' | 'failed' = 'loading';
  url = '';
  events: readonly OutgoingWebhookEvent[] = ['review.created', 'review.published'];
  /** Whether the form has been sent once: its problems show from then on. */
  submitted = false;
  revealed: RevealedSecret | null = null;
  /** Adding: the server's refusal shows on the form. */
  readonly adding = new DialogAction();
  /** Removing an endpoint, after a confirmation. */
  readonly removal = new DialogAction<WebhookEndpoint>();
  /** The endpoint or delivery whose action runs now. */
  busyId: string | null = null;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster'>(this, { client: false, toaster: false, adding: false, removal: false }, { autoBind: true });
  }

  get full(): boolean {
    return this.endpoints.length >= MAX_WEBHOOK_ENDPOINTS;
  }

  /** Why the address cannot be sent as typed: 'required', 'https', or null. */
  get urlProblem(): 'required' | 'https' | null {
    const url = this.url.trim();
    if (url === '') return 'required';
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'https';
    } catch {
      return 'https';
    }
  }

  get eventsMissing(): boolean {
    return this.events.length === 0;
  }

  async load(): Promise<void> {
    try {
      const settings = await this.client.call(getWebhooks, {});
      runInAction(() => {
        this.endpoints = settings.endpoints;
        this.deliveries = settings.deliveries;
        this.flowTriggers = settings.flow_triggers;
        this.flowDelivery = settings.flow_delivery;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = this.status === 'ready' ? 'ready' : 'failed'));
    }
  }

  setUrl(url: string): void {
    this.url = url;
  }

  /** Ticks or unticks an event, keeping the events' own order. */
  toggleEvent(event: OutgoingWebhookEvent, on: boolean): void {
    const chosen = new Set(this.events);
    if (on) chosen.add(event);
    else chosen.delete(event);
    this.events = OUTGOING_WEBHOOK_EVENTS.filter((known) => chosen.has(known));
  }

  async add(words: Pick<WebhookWords, 'added'>): Promise<void> {
    this.submitted = true;
    if (this.urlProblem !== null || this.eventsMissing) return;
    await this.adding.run(async () => {
      const created = await this.client.call(createWebhookEndpoint, { url: this.url.trim(), events: [...this.events] });
      runInAction(() => {
        this.revealed = { endpointId: created.endpoint.id, url: created.endpoint.url, secret: created.secret };
        this.url = '';
        this.submitted = false;
      });
      this.toaster.show({ content: words.added });
      await this.load();
    });
  }

  async setEnabled(endpoint: WebhookEndpoint, enabled: boolean, words: Pick<WebhookWords, 'failed'>): Promise<void> {
    await this.busy(`endpoint:${endpoint.id}`, words, async () => {
      await this.client.call(setWebhookEndpointEnabled, { id: endpoint.id, enabled });
      await this.load();
    });
  }

  async rotate(endpoint: WebhookEndpoint, words: Pick<WebhookWords, 'failed'>): Promise<void> {
    await this.busy(`endpoint:${endpoint.id}`, words, async () => {
      const rotated = await this.client.call(rotateWebhookSecret, { id: endpoint.id });
      runInAction(() => (this.revealed = { endpointId: endpoint.id, url: endpoint.url, secret: rotated.secret }));
    });
  }

  async resend(delivery: WebhookDelivery, words: Pick<WebhookWords, 'resent' | 'failed'>): Promise<void> {
    await this.busy(`delivery:${delivery.id}`, words, async () => {
      await this.client.call(resendWebhookDelivery, { id: delivery.id });
      this.toaster.show({ content: words.resent });
      await this.load();
    });
  }

  /** Puts the revealed secret on the clipboard and says so. */
  async copySecret(write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
    if (this.revealed) await copyWithToast(this.toaster, this.revealed.secret, write, words);
  }

  dismissSecret(): void {
    this.revealed = null;
  }

  askToRemove(endpoint: WebhookEndpoint): void {
    this.removal.open(endpoint);
  }

  cancelRemoval(): void {
    this.removal.close();
  }

  confirmRemoval(words: Pick<WebhookWords, 'removed'>): Promise<void> {
    return this.removal.confirm(async (endpoint) => {
      await this.client.call(deleteWebhookEndpoint, { id: endpoint.id });
      runInAction(() => {
        if (this.revealed?.endpointId === endpoint.id) this.revealed = null;
      });
      this.toaster.show({ content: words.removed });
      await this.load();
    });
  }

  private async busy(id: string, words: Pick<WebhookWords, 'failed'>, work: () => Promise<void>): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = id;
    try {
      await work();
    } catch {
      this.toaster.show({ content: words.failed, error: true });
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}

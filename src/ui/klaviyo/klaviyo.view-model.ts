import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isInputRejected } from '../../application/http/api-error';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { connectKlaviyo, disconnectKlaviyo, getKlaviyo, type KlaviyoSettings, setKlaviyoEvents } from '../../contracts/klaviyo.contract';
import { KLAVIYO_EVENT_KINDS, type KlaviyoEventKind } from '../../domain/klaviyo/klaviyo-events';
import { DialogAction } from '../kit/dialog-action';
import { errorMessage } from '../kit/list-notifier';

/** What the server says of one field ("api_key: …"), without the field's name. */
function refusalOf(error: unknown, field: string): string | null {
  if (!isInputRejected(error)) return null;
  const prefix = `${field}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : null;
}

/**
 * /integrated/klaviyo (docs/product/klaviyo.md): connect with a private key the server checks
 * with Klaviyo, switch each kind of event, see how recent events went, disconnect after a
 * confirmation that stays open while it runs.
 */
@injectable()
export class KlaviyoViewModel {
  settings: KlaviyoSettings | null = null;
  loadFailed = false;
  apiKey = '';
  /** Why the key was refused, in the server's words; '' while none. */
  keyProblem = '';
  connecting = false;
  /** The kind whose switch is being saved. */
  savingKind: KlaviyoEventKind | null = null;
  /** A failure that is no field's (the network, Klaviyo down). */
  error = '';
  readonly disconnectDialog = new DialogAction<true>();
  private started = false;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'started'>(this, { client: false, started: false, disconnectDialog: false }, { autoBind: true });
  }

  get connected(): boolean {
    return this.settings?.connected === true;
  }

  isOn(kind: KlaviyoEventKind): boolean {
    return this.settings?.events.includes(kind) ?? false;
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const settings = await this.client.call(getKlaviyo, {});
      runInAction(() => (this.settings = settings));
    } catch {
      runInAction(() => (this.loadFailed = true));
    }
  }

  setApiKey(value: string): void {
    this.apiKey = value;
    this.keyProblem = '';
  }

  async connect(): Promise<void> {
    if (this.connecting || this.apiKey.trim() === '') return;
    this.connecting = true;
    this.error = '';
    try {
      const settings = await this.client.call(connectKlaviyo, { api_key: this.apiKey.trim() });
      runInAction(() => {
        this.settings = settings;
        this.apiKey = '';
      });
    } catch (error) {
      const problem = refusalOf(error, 'api_key');
      runInAction(() => {
        if (problem === null) this.error = errorMessage(error);
        else this.keyProblem = problem;
      });
    } finally {
      runInAction(() => (this.connecting = false));
    }
  }

  async setEvent(kind: KlaviyoEventKind, on: boolean): Promise<void> {
    if (!this.settings || this.savingKind !== null) return;
    const current = this.settings.events;
    const events = KLAVIYO_EVENT_KINDS.filter((known) => (known === kind ? on : current.includes(known)));
    // The switch moves at once; a refusal puts it back.
    const before = this.settings;
    this.settings = { ...before, events };
    this.savingKind = kind;
    this.error = '';
    try {
      const settings = await this.client.call(setKlaviyoEvents, { events });
      runInAction(() => (this.settings = settings));
    } catch (error) {
      runInAction(() => {
        this.settings = before;
        this.error = errorMessage(error);
      });
    } finally {
      runInAction(() => (this.savingKind = null));
    }
  }

  askToDisconnect(): void {
    this.disconnectDialog.open(true);
  }

  async disconnect(): Promise<void> {
    await this.disconnectDialog.confirm(async () => {
      const settings = await this.client.call(disconnectKlaviyo, {});
      runInAction(() => (this.settings = settings));
    });
  }
}

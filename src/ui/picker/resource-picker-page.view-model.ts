import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type PickerEvents } from '../../application/picker/picker-events.port';
import { PickerConfigError, type PickerPageConfig, parsePickerPageConfig } from '../../application/picker/picker-page-config';
import { TOKENS } from '../../application/tokens';
import { type PickerChoice } from './resource-picker.view-model';

/** A host message carrying a newer admin app token: `{type: 'token', payload: {token}}`. */
const HOST_TOKEN_MESSAGE = 'token';

/**
 * The public /resource_picker page a sister app frames or opens: its configuration comes from
 * `window.name`, its results go to the host by message posts.
 */
@injectable()
export class ResourcePickerPageViewModel {
  config: PickerPageConfig | null = null;
  /** `picker:` key and values of why the page cannot start. */
  problem: { readonly key: string; readonly field?: string } | null = null;
  /** The picker is done (selected or cancelled); the host closes it. */
  isFinished = false;
  adminToken: string | undefined = undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(@inject(TOKENS.PickerEvents) private readonly events: PickerEvents) {
    makeAutoObservable<this, 'events' | 'unsubscribe'>(this, { events: false, unsubscribe: false }, { autoBind: true });
  }

  /** Reads the configuration and tells the host the picker is ready, once; a start after `stop` only listens again. */
  start(): void {
    if (this.config === null && this.problem === null) this.connect();
    if (this.config && !this.unsubscribe) {
      this.unsubscribe = this.events.subscribe((message) => {
        const token = (message.payload as { token?: unknown } | null)?.token;
        if (message.type === HOST_TOKEN_MESSAGE && typeof token === 'string' && token !== '') this.setAdminToken(token);
      });
    }
  }

  private connect(): void {
    let config: PickerPageConfig;
    try {
      config = parsePickerPageConfig(this.events.readHostConfig());
    } catch (error) {
      if (!(error instanceof PickerConfigError)) throw error;
      console.error(error.message);
      this.problem = { key: error.key, field: error.field };
      return;
    }
    if (config.origin !== undefined && this.events.connect(config.origin) === 'origin-refused') {
      console.error(`Resource picker: the host origin ${config.origin} is not allowed.`);
      this.problem = { key: 'picker:config.originRefused' };
      return;
    }
    this.config = config;
    this.adminToken = config.token;
    this.events.post('ready', { appId: config.appId, type: config.type });
  }

  select(selection: PickerChoice[]): void {
    this.events.post('select', { type: this.config?.type, selection });
    this.isFinished = true;
  }

  cancel(): void {
    this.events.post('cancel');
    this.isFinished = true;
  }

  /** Stops listening to the host. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private setAdminToken(token: string): void {
    this.adminToken = token;
  }
}

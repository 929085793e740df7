import { type KlaviyoSettings } from '../../../src/contracts/klaviyo.contract';
import { KLAVIYO_EVENT_KINDS, type KlaviyoEventKind } from '../../../src/domain/klaviyo/klaviyo-events';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type KlaviyoConnectionRepository } from './klaviyo-connection-repository.port';
import { type KlaviyoGateway } from './klaviyo-gateway.port';

/** The delivery counts of get_klaviyo cover this many days. */
export const KLAVIYO_DELIVERY_WINDOW_DAYS = 30;

/**
 * /integrated/klaviyo (docs/product/klaviyo.md): connect with a private key Klaviyo has taken,
 * switch the kinds of event, disconnect. The key is never answered, only its last four characters.
 */
export class KlaviyoUseCases {
  constructor(
    private readonly connections: KlaviyoConnectionRepository,
    private readonly gateway: Pick<KlaviyoGateway, 'checkKey'>,
    private readonly now: () => Date,
  ) {}

  async settings(shop: AuthenticatedShop): Promise<KlaviyoSettings> {
    const since = new Date(this.now().getTime() - KLAVIYO_DELIVERY_WINDOW_DAYS * MS_PER_DAY);
    const [connection, deliveries] = await Promise.all([this.connections.find(shop), this.connections.deliveryCounts(shop, since)]);
    return {
      connected: connection !== null,
      api_key_last_four: connection?.apiKeyLastFour ?? null,
      events: connection?.events ?? [],
      connected_at: connection?.connectedAt.toISOString() ?? null,
      deliveries,
    };
  }

  /** Asks Klaviyo first: a refused key is stored nowhere. A new connection sends every kind of event. */
  async connect(shop: AuthenticatedShop, apiKey: string): Promise<KlaviyoSettings> {
    let verdict: 'valid' | 'refused';
    try {
      verdict = await this.gateway.checkKey(apiKey);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError('upstreamFailure', `api_key: Klaviyo could not be reached to check the key (${reason}); try again`);
    }
    if (verdict === 'refused') throw invalidInput('api_key', 'Klaviyo refused this key: use a private API key with full access to Events, Profiles and Accounts');
    await this.connections.save(shop, { apiKey, events: KLAVIYO_EVENT_KINDS, at: this.now() });
    return this.settings(shop);
  }

  async disconnect(shop: AuthenticatedShop): Promise<KlaviyoSettings> {
    await this.connections.remove(shop);
    return this.settings(shop);
  }

  async setEvents(shop: AuthenticatedShop, events: readonly KlaviyoEventKind[]): Promise<KlaviyoSettings> {
    if (!(await this.connections.setEvents(shop, events))) throw invalidInput('events', 'connect Klaviyo first');
    return this.settings(shop);
  }
}

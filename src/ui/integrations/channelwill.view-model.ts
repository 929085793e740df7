import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { type ChannelwillLinkAnswer, getChannelwillLink } from '../../contracts/integrations.contract';
import { MS_PER_MINUTE } from '../../domain/shared/time';

/** A link is renewed this long before Channelwill would stop accepting its sign, so the button never opens a stale one. */
export const CHANNELWILL_LINK_RENEWAL_MARGIN_MS = MS_PER_MINUTE;

/**
 * /integrated/channelwill: opens the sister app Channelwill in a new tab, signed in as the shop
 * through a short-lived sign (docs/product/integrations.md#channelwill).
 */
@injectable()
export class ChannelwillViewModel {
  link: ChannelwillLinkAnswer | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  /** The signed address, or null while loading, on failure, or when this server has no Channelwill. */
  get url(): string | null {
    return this.link?.configured ? this.link.url : null;
  }

  /** How long until the link should be renewed (0: now); null when there is no link to renew. */
  msUntilRenewal(now: Date): number | null {
    if (!this.link?.configured) return null;
    return Math.max(0, Date.parse(this.link.expires_at) - CHANNELWILL_LINK_RENEWAL_MARGIN_MS - now.getTime());
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const link = await this.client.call(getChannelwillLink, {});
      runInAction(() => {
        this.link = link;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** A fresh sign, after the link was opened or before it expires; the current link stays until it arrives. */
  async renew(): Promise<void> {
    try {
      const link = await this.client.call(getChannelwillLink, {});
      runInAction(() => (this.link = link));
    } catch {
      // The link on the page stays; Channelwill says so if its sign has expired by the time it is opened.
    }
  }
}

import { type ChannelwillLinkAnswer } from '../../../src/contracts/integrations.contract';
import { channelwillSignExpiry, judgeChannelwillSignAge } from '../../../src/domain/integrations/channelwill-sign';
import { MS_PER_SECOND } from '../../../src/domain/shared/time';
import { type ShopSigns, signNow } from '../auth/shop-signs.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type IntegrationStatusSource } from './integration-status-source.port';

/**
 * The sister app Channelwill (docs/product/integrations.md#channelwill): the merchant's admin opens
 * it at `url` with the shop and a `channelwill` sign (get_channelwill_sign's, decisions/0016 and
 * 0074); Channelwill checks the sign with the secret both apps share.
 */
export interface ChannelwillPartner {
  /** CHANNELWILL_PARTNER_URL; in development store mode the loopback stand-in /dev-channelwill. */
  readonly url: string;
  readonly signs: ShopSigns;
}

/** What a link to Channelwill carries besides the partner's own query. */
export interface ChannelwillLinkQuery {
  readonly shop: string;
  readonly shopify_shop_id: string;
  readonly sign: string;
  readonly sign_time: string;
}

/** get_channelwill_link: the partner's address signed for the signed-in shop, or that there is no partner. */
export class GetChannelwillLinkUseCase {
  constructor(
    private readonly partner: ChannelwillPartner | null,
    private readonly now: () => Date,
  ) {}

  execute(shop: AuthenticatedShop): ChannelwillLinkAnswer {
    if (!this.partner) return { configured: false };
    const { sign, sign_time } = signNow(this.partner.signs, 'channelwill', shop.id, this.now());
    const url = new URL(this.partner.url);
    const query: ChannelwillLinkQuery = { shop: shop.domain, shopify_shop_id: String(shop.id), sign, sign_time: String(sign_time) };
    for (const [name, value] of Object.entries<string>({ ...query })) url.searchParams.set(name, value);
    return { configured: true, url: url.toString(), expires_at: new Date(channelwillSignExpiry(sign_time) * MS_PER_SECOND).toISOString() };
  }
}

/** Why Channelwill refuses a link; null when it accepts it. */
export type ChannelwillRefusal = 'malformed' | 'not_genuine' | 'expired' | 'from_the_future' | 'unknown_shop';

export interface VerifiedChannelwillLink {
  readonly shopId: number;
  readonly domain: string;
  readonly name: string;
  readonly signTime: number;
}

/**
 * What Channelwill does with a link (its stand-in's check, and the reference for the sister app):
 * the sign is genuine for the `channelwill` purpose and this shop id, fresh
 * (domain/integrations/channelwill-sign.ts), and the shop id and domain name the same installed shop.
 */
export async function verifyChannelwillLink(
  signs: ShopSigns,
  shops: ShopRepository,
  query: Partial<Record<keyof ChannelwillLinkQuery, string>>,
  now: Date,
): Promise<VerifiedChannelwillLink | ChannelwillRefusal> {
  const shopId = Number(query.shopify_shop_id);
  if (!query.sign || !query.shop || !Number.isSafeInteger(shopId) || shopId <= 0) return 'malformed';
  const signTime = signs.verify('channelwill', query.sign, shopId);
  // sign_time travels beside the sign for readers; the time inside the signed text is the one that counts.
  if (signTime === null || (query.sign_time !== undefined && query.sign_time !== String(signTime))) return 'not_genuine';
  const age = judgeChannelwillSignAge(signTime, Math.floor(now.getTime() / MS_PER_SECOND));
  if (age !== 'fresh') return age;
  const shop = await shops.findById(shopId);
  if (!shop || shop.uninstalledAt || shop.domain !== query.shop) return 'unknown_shop';
  return { shopId, domain: shop.domain, name: shop.name, signTime };
}

/** Channelwill's state on the index: ready to open wherever a partner is configured; nothing to connect. */
export function channelwillStatusSource(partner: ChannelwillPartner | null): IntegrationStatusSource {
  return { state: () => Promise.resolve(partner ? 'available' : 'unavailable') };
}

import { receivesNotification, type StoppableNotificationKind, withOptOut } from '../../../src/domain/notifications/merchant-notifications';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { readNotificationSettings, USER_SETTINGS_DOCUMENT } from '../settings/user-settings';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type NotificationUnsubscribeLinks } from './notification-mail.port';

export interface NotificationUnsubscribeClaims {
  readonly shopId: number;
  readonly email: string;
  readonly kind: StoppableNotificationKind;
}

/** Signs the links and reads them back: null for a tampered or foreign token. */
export interface NotificationUnsubscribeTokens extends NotificationUnsubscribeLinks {
  read(token: string): Promise<NotificationUnsubscribeClaims | null>;
}

/** What the page shows for a link. */
export type NotificationUnsubscribeCheck =
  | { readonly valid: true; readonly shopName: string; readonly email: string; readonly kind: StoppableNotificationKind; readonly stopped: boolean }
  | { readonly valid: false };

/**
 * The unsubscribe link of a notification e-mail (docs/product/notifications.md#unsubscribe): the
 * signed link is the credential; stopping switches that notification off for that address only,
 * and the notifications page shows it (and can switch it on again).
 */
export class NotificationUnsubscribeUseCase {
  constructor(
    private readonly tokens: NotificationUnsubscribeTokens,
    private readonly settings: SettingsRepository,
    private readonly shops: Pick<ShopRepository, 'findById'>,
  ) {}

  async check(token: string): Promise<NotificationUnsubscribeCheck> {
    const found = await this.find(token);
    if (!found) return { valid: false };
    const { claims, shop, settings } = found;
    return { valid: true, shopName: shop.name || shop.domain, email: claims.email, kind: claims.kind, stopped: !receivesNotification(settings, claims.email, claims.kind) };
  }

  async stop(token: string): Promise<NotificationUnsubscribeCheck> {
    const found = await this.find(token);
    if (!found) return { valid: false };
    const { claims, shop, settings } = found;
    const authenticated = { id: shop.id, domain: shop.domain };
    const optOuts = withOptOut(settings.notification_opt_outs, claims.email, claims.kind);
    if (optOuts !== settings.notification_opt_outs) await this.settings.mergeDocument(authenticated, USER_SETTINGS_DOCUMENT, { notification_opt_outs: optOuts });
    return { valid: true, shopName: shop.name || shop.domain, email: claims.email, kind: claims.kind, stopped: true };
  }

  private async find(token: string) {
    const claims = await this.tokens.read(token);
    const shop = claims && (await this.shops.findById(claims.shopId));
    if (!claims || !shop || shop.uninstalledAt) return null;
    const settings = await readNotificationSettings(this.settings, { id: shop.id, domain: shop.domain }, shop.email);
    return { claims, shop, settings };
  }
}

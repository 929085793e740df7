import { isStoppableNotificationKind, type StoppableNotificationKind } from '../../../src/domain/notifications/merchant-notifications';
import { type NotificationUnsubscribeClaims, type NotificationUnsubscribeTokens } from '../../application/notifications/notification-unsubscribe.use-case';
import { UNSUBSCRIBE_LINK_LIFETIME_SECONDS } from './jose-unsubscribe-links';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from the customers' unsubscribe links: neither token works on the other's page. */
const AUDIENCE = 'notification-unsubscribe';

/** The public page that stops one notification for one address. */
export const NOTIFICATION_UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/**
 * HS256 links naming a shop, an address and a notification kind (docs/product/notifications.md#unsubscribe),
 * signed with a key derived from the app's secret for this use only; they work as long as the e-mail may sit in a mailbox.
 */
export class JoseNotificationUnsubscribeLinks implements NotificationUnsubscribeTokens {
  private readonly jwt: Hs256Jwt;

  constructor(
    appTokenSecret: string,
    private readonly publicOrigin: string,
    now: () => Date = () => new Date(),
  ) {
    this.jwt = Hs256Jwt.forPurpose(appTokenSecret, 'notification-unsubscribe-link', AUDIENCE, now);
  }

  async urlFor(shopId: number, email: string, kind: StoppableNotificationKind): Promise<string> {
    const token = await this.jwt.sign({ claims: { sid: shopId, k: kind }, subject: email, lifetimeSeconds: UNSUBSCRIBE_LINK_LIFETIME_SECONDS });
    return `${this.publicOrigin.replace(/\/+$/, '')}${NOTIFICATION_UNSUBSCRIBE_PATH}?t=${token}`;
  }

  async read(token: string): Promise<NotificationUnsubscribeClaims | null> {
    try {
      const payload = await this.jwt.verify(token, ['sub']);
      const { sid: shopId, k: kind } = payload;
      if (typeof shopId !== 'number' || !Number.isSafeInteger(shopId) || shopId <= 0 || !payload.sub || !isStoppableNotificationKind(kind)) return null;
      return { shopId, email: payload.sub, kind };
    } catch {
      return null;
    }
  }
}

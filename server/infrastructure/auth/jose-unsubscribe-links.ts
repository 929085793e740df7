import { type UnsubscribeClaims, type UnsubscribeTokens } from '../../application/mail/unsubscribe-tokens.port';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from every other token's audience, so no other token unsubscribes anyone. */
const AUDIENCE = 'unsubscribe';

/** The path of the public unsubscribe page and one-click endpoint. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * An unsubscribe link must keep working as long as the e-mail sits in a mailbox: ten years,
 * which a JWT needs to say (Gmail honours a one-click POST on mail of any age).
 */
export const UNSUBSCRIBE_LINK_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

/**
 * HS256 unsubscribe links (docs/product/collect-mail.md#unsubscribe), signed with a key derived
 * from the app's token secret like the review links: a link names one shop and one address.
 */
export class JoseUnsubscribeLinks implements UnsubscribeTokens {
  private readonly jwt: Hs256Jwt;

  constructor(
    appTokenSecret: string,
    /** The server's public origin (APP_URL), where the link is opened. */
    private readonly publicOrigin: string,
    now: () => Date = () => new Date(),
  ) {
    this.jwt = Hs256Jwt.forPurpose(appTokenSecret, 'unsubscribe-link', AUDIENCE, now);
  }

  async urlFor(shopId: number, email: string): Promise<string> {
    const token = await this.jwt.sign({ claims: { sid: shopId }, subject: email, lifetimeSeconds: UNSUBSCRIBE_LINK_LIFETIME_SECONDS });
    return `${this.publicOrigin.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?t=${token}`;
  }

  async read(token: string): Promise<UnsubscribeClaims | null> {
    try {
      const payload = await this.jwt.verify(token, ['sub']);
      const shopId = payload.sid;
      if (typeof shopId !== 'number' || !Number.isSafeInteger(shopId) || shopId <= 0 || !payload.sub) return null;
      return { shopId, email: payload.sub };
    } catch {
      return null;
    }
  }
}

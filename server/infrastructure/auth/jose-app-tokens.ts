import { APP_TOKEN_LIFETIME_SECONDS, type AppTokens, type AppTokenSubject, type VerifiedAppToken } from '../../application/auth/app-token.port';
import { Hs256Jwt } from './hs256-jwt';

const AUDIENCE = 'starling-reviews-admin';

/**
 * HS256 app tokens carrying the shop's id and domain and, as `installed_at` (epoch ms), the
 * install they belong to: compared with the shop row, it retires tokens issued before a reinstall.
 */
export class JoseAppTokens implements AppTokens {
  private readonly jwt: Hs256Jwt;

  constructor(secret: string, now: () => Date = () => new Date()) {
    this.jwt = new Hs256Jwt(secret, AUDIENCE, now);
  }

  issue(subject: AppTokenSubject): Promise<string> {
    return this.jwt.sign({
      claims: { shop: subject.domain, installed_at: subject.installedAt.getTime(), ...(subject.superAdmin ? { super_admin: true } : {}) },
      subject: String(subject.id),
      lifetimeSeconds: APP_TOKEN_LIFETIME_SECONDS,
    });
  }

  async verify(token: string): Promise<VerifiedAppToken | null> {
    try {
      const payload = await this.jwt.verify(token);
      const id = Number(payload.sub);
      const { shop: domain, installed_at: installedAt } = payload;
      if (!Number.isSafeInteger(id) || id <= 0 || typeof domain !== 'string') return null;
      if (typeof installedAt !== 'number' || !Number.isSafeInteger(installedAt)) return null;
      const shop = payload.super_admin === true ? { id, domain, superAdmin: true } : { id, domain };
      return { shop, installedAt: new Date(installedAt) };
    } catch {
      return null;
    }
  }
}

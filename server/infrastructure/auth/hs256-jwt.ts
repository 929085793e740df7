import { createHmac } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Every token this server signs names itself as the issuer; the audience tells the kinds apart. */
const ISSUER = 'starling-reviews';

export interface Hs256TokenClaims {
  readonly claims: JWTPayload;
  readonly lifetimeSeconds: number;
  readonly subject?: string;
  readonly jti?: string;
}

/** HS256 JWTs of one audience, signed with the server's own secret and checked against its clock. */
export class Hs256Jwt {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly audience: string,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * Tokens signed with a key derived from the app's secret for one purpose (an e-mail's links):
   * a link leaked from an e-mail is good for that purpose only, and the secret's other uses stay apart.
   */
  static forPurpose(appTokenSecret: string, purpose: string, audience: string, now: () => Date): Hs256Jwt {
    return new Hs256Jwt(createHmac('sha256', appTokenSecret).update(purpose).digest('base64url'), audience, now);
  }

  sign(token: Hs256TokenClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const jwt = new SignJWT(token.claims).setProtectedHeader({ alg: 'HS256' });
    if (token.subject !== undefined) jwt.setSubject(token.subject);
    if (token.jti !== undefined) jwt.setJti(token.jti);
    return jwt
      .setIssuer(ISSUER)
      .setAudience(this.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + token.lifetimeSeconds)
      .sign(this.key);
  }

  /** The payload of a genuine, unexpired token of this audience; throws jose's error otherwise. */
  async verify(token: string, requiredClaims: readonly string[] = []): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: this.audience,
      currentDate: this.now(),
      ...(requiredClaims.length > 0 ? { requiredClaims: [...requiredClaims] } : {}),
    });
    return payload;
  }
}

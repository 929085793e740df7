import { SignJWT } from 'jose';
import { type FeedbackBoard, type FeedbackBoardIdentity, type SignedBoardAddress } from '../../application/shops/feedback-board.port';

/** How long a signed board address is accepted: the page asks for a new one for every opening. */
export const CANNY_TOKEN_LIFETIME_SECONDS = 600;

/** CANNY_BOARD_URL and CANNY_SSO_SECRET: the board and the private key of its single sign-on. */
export interface FeedbackBoardConfig {
  readonly boardUrl: string;
  readonly ssoSecret: string;
}

/**
 * Canny's single sign-on: the owner's e-mail, id and name in an HS256 JWT signed with the
 * board's SSO key, handed to the board as its `ssoToken` query parameter.
 */
export class CannyFeedbackBoard implements FeedbackBoard {
  private readonly key: Uint8Array;

  constructor(
    private readonly config: FeedbackBoardConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(config.ssoSecret);
  }

  async signedAddress(identity: FeedbackBoardIdentity): Promise<SignedBoardAddress> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = issuedAt + CANNY_TOKEN_LIFETIME_SECONDS;
    const token = await new SignJWT({ email: identity.email, id: identity.id, name: identity.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    const url = new URL(this.config.boardUrl);
    url.searchParams.set('ssoToken', token);
    return { url: url.href, expiresAt: new Date(expiresAt * 1000) };
  }
}

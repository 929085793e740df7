/**
 * Instagram's API as the integration needs it (docs/product/instagram.md): the OAuth code's
 * exchange for a short-lived token and that one's for a long-lived token, the account's profile,
 * its latest media, and a media's image. The HTTP adapter speaks Instagram's wire format; tests and
 * development store mode point it at the loopback Instagram (development-instagram-server.ts).
 */

export interface InstagramToken {
  readonly accessToken: string;
  /** Seconds it lives; null when Instagram did not say. */
  readonly expiresInSeconds: number | null;
}

export interface InstagramProfile {
  readonly id: string;
  readonly username: string;
}

export interface InstagramMedia {
  readonly id: string;
  readonly mediaType: string;
  readonly caption: string;
  readonly permalink: string;
  /** The still image to copy (a video's cover); null when Instagram gave none. */
  readonly imageUrl: string | null;
  readonly timestamp: Date;
}

export interface InstagramImage {
  readonly bytes: Uint8Array;
}

/** Instagram refused or could not be reached; the message is safe to show. */
export class InstagramApiError extends Error {
  constructor(
    message: string,
    /** Instagram refused the credential (code or token): the merchant connects again. */
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }
}

export interface InstagramGateway {
  /** Instagram's authorize page for our app, sending the merchant back to `redirectUri` with `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The code from the authorize page → a short-lived token, then a long-lived one. */
  exchangeCode(code: string, redirectUri: string): Promise<InstagramToken>;
  /** A new long-lived token for one still valid and at least a day old. */
  renewToken(accessToken: string): Promise<InstagramToken>;
  profile(accessToken: string): Promise<InstagramProfile>;
  /** The account's latest media, the newest first, at most `limit`. */
  media(accessToken: string, limit: number): Promise<readonly InstagramMedia[]>;
  /** The image's bytes, within the size limit. */
  image(url: string): Promise<InstagramImage>;
}

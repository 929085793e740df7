import { type UnsubscribeLinks } from './mail-transport.port';

/** Who an unsubscribe link is for. */
export interface UnsubscribeClaims {
  readonly shopId: number;
  readonly email: string;
}

/** Signs unsubscribe links and reads them back: null for a tampered or foreign token. */
export interface UnsubscribeTokens extends UnsubscribeLinks {
  read(token: string): Promise<UnsubscribeClaims | null>;
}

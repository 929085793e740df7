import { type EmailSuppressions } from './mail-transport.port';

/** The stored unsubscribes: read before sending, written by the unsubscribe page. */
export interface EmailSuppressionRepository extends EmailSuppressions {
  /** Idempotent: unsubscribing twice keeps the first date. */
  suppress(shopId: number, email: string): Promise<void>;
}

/** Klaviyo's API, for one account's private key (docs/product/klaviyo.md). */
export interface KlaviyoGateway {
  /** Whether Klaviyo takes the key: 'refused' on 401 or 403; throws when Klaviyo could not be asked. */
  checkKey(apiKey: string): Promise<'valid' | 'refused'>;
  /** POST /api/events/ with `body`: Klaviyo's status, null when no answer came (then `error` says why). */
  sendEvent(apiKey: string, body: unknown): Promise<{ readonly status: number | null; readonly error: string | null }>;
}

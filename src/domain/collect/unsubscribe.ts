/**
 * Unsubscribing from a shop's mail (docs/product/collect-mail.md#unsubscribe): every marketing
 * e-mail carries a one-click address (RFC 8058), and a customer who used it gets no more.
 */

/** The body a mailbox provider POSTs to the List-Unsubscribe address (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';

/** The headers a marketing e-mail carries for its unsubscribe address. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): { readonly 'List-Unsubscribe': string; readonly 'List-Unsubscribe-Post': string } {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE_BODY };
}

/**
 * An address as the collect area keeps it, for sending and for suppressions alike: trimmed and in
 * lower case, so an unsubscribe always matches the mail queued for that customer.
 */
export function suppressionAddress(email: string): string {
  return email.trim().toLowerCase();
}

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address a collect e-mail can be sent to: something@host.tld, nothing more is knowable. */
export function isDeliverableEmail(email: string): boolean {
  return BASIC_EMAIL.test(email.trim());
}

/** True when a form body (application/x-www-form-urlencoded) is the one-click request. */
export function isOneClickBody(body: string): boolean {
  return body.split('&').some((pair) => {
    try {
      return decodeURIComponent(pair.replace(/\+/g, ' ')).trim() === ONE_CLICK_UNSUBSCRIBE_BODY;
    } catch {
      return false;
    }
  });
}

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

/** Suppressions are kept per address as mailboxes read it: trimmed and in lower case. */
export function suppressionAddress(email: string): string {
  return email.trim().toLowerCase();
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

/** Text helpers for the events posted to the monitoring contract (src/contracts/monitoring.contract.ts). */

export function clip(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}

/** A URL's path only: queries and fragments can carry tokens and never leave the browser. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The event types and limits of monitoring.contract.ts. Its schema reads them too, so they live
 * apart from both and neither module imports the other back; the admin's monitoring reads them
 * on the first screen, without zod.
 */

export const MONITORING_EVENT_TYPES = ['performance', 'resource', 'error', 'page_view'] as const;
/** Events one batch may hold. */
export const MAX_MONITORING_EVENTS = 50;
/** An event's detail, as JSON in UTF-8 bytes. */
export const MAX_MONITORING_DETAIL_BYTES = 2048;
export const MAX_MONITORING_USER_LENGTH = 255;
export const MAX_MONITORING_SESSION_LENGTH = 64;
export const MAX_MONITORING_PATH_LENGTH = 2048;

const encoder = new TextEncoder();

/** The size of a value as JSON, in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

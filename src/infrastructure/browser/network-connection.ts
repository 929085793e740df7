/** The Network Information API's part we read (Chromium only; absent elsewhere). */
interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const SLOW_CONNECTION_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** Whether the browser reports a slow connection or asks to save data (SWR's slow-network rule). */
export function isSlowConnection(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTION_TYPES.has(connection.effectiveType ?? '');
}

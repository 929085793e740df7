/**
 * The disk the server writes to is full: the local storage's ENOSPC, or the database's disk_full
 * (SQLSTATE 53100) from PostgreSQL or the embedded PGlite. Looked for along the error's causes,
 * since Drizzle wraps the driver's error. The http layer answers it 507 (error-handler.ts).
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === '53100') return true;
    if (typeof message === 'string' && /no space left on device/i.test(message)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE = "Insufficient storage: the server's disk is full, so nothing was saved; try again once space is freed";

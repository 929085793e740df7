import { errorAndCauses } from '../errors/error-causes';

/**
 * The disk the server writes to is full: the local storage's ENOSPC, or the database's disk_full
 * (SQLSTATE 53100) from PostgreSQL or the embedded PGlite. Looked for along the error's causes,
 * since Drizzle wraps the driver's error. The http layer answers it 507 (error-handler.ts).
 */
export function isStorageFull(error: unknown): boolean {
  for (const { code, message } of errorAndCauses(error)) {
    if (code === 'ENOSPC' || code === '53100') return true;
    if (typeof message === 'string' && /no space left on device/i.test(message)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE = "Insufficient storage: the server's disk is full, so nothing was saved; try again once space is freed";

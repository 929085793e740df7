import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('the bulk job worker', () => {
  it('holds a job 30 s past its last chunk by default; BULK_JOB_LEASE_MS sets it, never below a second', () => {
    expect(loadServerConfig(environment).bulkJobWorker).toEqual({ leaseMs: 30_000, pollMs: 2_000 });
    expect(loadServerConfig({ ...environment, BULK_JOB_LEASE_MS: '3000' }).bulkJobWorker.leaseMs).toBe(3_000);
    expect(() => loadServerConfig({ ...environment, BULK_JOB_LEASE_MS: '500' })).toThrow(/BULK_JOB_LEASE_MS/);
  });
});

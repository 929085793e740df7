import { describe, expect, it } from 'vitest';
import { longestWebhookBatchMs } from '../../../../server/application/outgoing-webhooks/outgoing-webhook-worker';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('WEBHOOK_WORKER_CONCURRENCY, WEBHOOK_LEASE_MS and WEBHOOK_SEND_TIMEOUT_MS', () => {
  it('by default send a claimed batch well inside its lease: 64 deliveries, 32 at a time and one still in flight, 10 s each, 30 s < 60 s', () => {
    const config = loadServerConfig(environment);
    expect(config.outgoingWebhookWorker).toMatchObject({ batchSize: 64, concurrency: 32, leaseMs: 60_000 });
    expect(config.outgoingWebhookSendTimeoutMs).toBe(10_000);
    expect(longestWebhookBatchMs(config.outgoingWebhookWorker, config.outgoingWebhookSendTimeoutMs)).toBe(30_000);
  });

  it.each([
    [{ WEBHOOK_WORKER_CONCURRENCY: '4' }, '16 rounds of WEBHOOK_WORKER_CONCURRENCY (4) and one send still in flight, 17 × WEBHOOK_SEND_TIMEOUT_MS (10000) = 170000 ms'],
    [{ WEBHOOK_LEASE_MS: '30000' }, '2 rounds of WEBHOOK_WORKER_CONCURRENCY (32) and one send still in flight, 3 × WEBHOOK_SEND_TIMEOUT_MS (10000) = 30000 ms'],
    [{ WEBHOOK_SEND_TIMEOUT_MS: '20000' }, '2 rounds of WEBHOOK_WORKER_CONCURRENCY (32) and one send still in flight, 3 × WEBHOOK_SEND_TIMEOUT_MS (20000) = 60000 ms'],
  ])('stop the start-up when a batch could outlast its lease (another process would send its deliveries too): %j', (values, arithmetic) => {
    const start = () => loadServerConfig({ ...environment, ...values });
    expect(start).toThrow(/^Configuration: WEBHOOK_LEASE_MS \(\d+\) must be longer than a claimed batch of 64 webhook deliveries can take: /);
    expect(start).toThrow(arithmetic);
    expect(start).toThrow('raise WEBHOOK_LEASE_MS or WEBHOOK_WORKER_CONCURRENCY, or lower WEBHOOK_SEND_TIMEOUT_MS');
  });

  it.each([
    { WEBHOOK_LEASE_MS: '30001' },
    { WEBHOOK_WORKER_CONCURRENCY: '4', WEBHOOK_LEASE_MS: '170001' },
    { WEBHOOK_WORKER_CONCURRENCY: '64', WEBHOOK_LEASE_MS: '20001' },
    // npm run bench:webhooks: short leases for its kill and restart.
    { WEBHOOK_LEASE_MS: '10000', WEBHOOK_SEND_TIMEOUT_MS: '2000' },
  ])('take a combination that fits: %j', (values) => {
    const config = loadServerConfig({ ...environment, ...values });
    expect(longestWebhookBatchMs(config.outgoingWebhookWorker, config.outgoingWebhookSendTimeoutMs)).toBeLessThan(config.outgoingWebhookWorker.leaseMs);
  });
});

import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('REDIS_URL', () => {
  it('is off by default: the limits count in PostgreSQL or in memory', () => {
    expect(loadServerConfig(environment).redisUrl).toBeNull();
  });

  it('takes a redis:// or rediss:// address, and stops the start-up on anything else, naming the variable', () => {
    expect(loadServerConfig({ ...environment, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(loadServerConfig({ ...environment, REDIS_URL: 'rediss://:secret@cache.example:6380' }).redisUrl).toBe('rediss://:secret@cache.example:6380');
    expect(() => loadServerConfig({ ...environment, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/^Configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

describe.each(TEST_DATABASES)('the privacy policy subprocessors on $name', (target) => {
  const configured = useTestServer(target, {
    subprocessors: [
      { role: 'platform', name: 'Shopify', location: 'external' },
      { role: 'email', name: 'Example Mail AB (Sweden)', location: 'external' },
    ],
  });

  it('answers the configured list without an app token', async () => {
    const response = await configured.server.call('GET', '/api/v1/public/subprocessors');
    expect(response.status).toBe(200);
    expect(response.json?.data).toEqual({
      subprocessors: [
        { role: 'platform', name: 'Shopify', location: 'external' },
        { role: 'email', name: 'Example Mail AB (Sweden)', location: 'external' },
      ],
    });
  });
});

describe.each(TEST_DATABASES)('the default subprocessors of a composed server on $name', (target) => {
  const composed = useTestServer(target);

  it('say where the database is, from the driver the server runs on', async () => {
    const response = await composed.server.call('GET', '/api/v1/public/subprocessors');
    const database = (response.json?.data.subprocessors as { role: string; location: string }[]).find((entry) => entry.role === 'database');
    expect(database?.location).toBe(target.name === 'postgres' ? 'external' : 'app-server');
  });
});

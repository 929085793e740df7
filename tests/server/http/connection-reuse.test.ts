import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useListeningTestServer } from '../support/listening-test-server';
import { TEST_DATABASES } from '../support/test-databases';

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
}

function send(agent: Agent, port: number, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request({ agent, host: '127.0.0.1', port, method, path, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** Over a real socket: what a browser or an HTTP client with keep-alive sees. */
describe.each(TEST_DATABASES.slice(0, 1))('a connection kept alive on $name', (target) => {
  const server = useListeningTestServer(target);

  it('is closed on purpose after a 413 (the unread body), so the next request opens a fresh one and is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const tooLarge = await send(agent, server.port, 'POST', '/api/v1/admin/login', Buffer.alloc(1024 * 1024 + 10, 0x20));
    expect(tooLarge).toEqual({ status: 413, connection: 'close' });
    const followUps = [];
    for (let attempt = 0; attempt < 5; attempt += 1) followUps.push((await send(agent, server.port, 'GET', '/healthz')).status);
    expect(followUps).toEqual([200, 200, 200, 200, 200]);
    agent.destroy();
  });
});

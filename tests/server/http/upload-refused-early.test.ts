import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { type UploadPolicy } from '../../../src/contracts/uploads.contract';
import { signInShop } from '../support/shop-fixtures';
import { useListeningTestServer } from '../support/listening-test-server';
import { TEST_DATABASES } from '../support/test-databases';

const MIB = 1024 * 1024;
const DECLARED_BODY_BYTES = 40 * MIB;
/** Long enough for any answer the server gives at once; the old server gave none until the body ended. */
const ANSWER_WAIT_MS = 5_000;

/**
 * Sends only the request line and headers of a 40 MiB upload, then waits: an answer that arrives
 * now was given before a single byte of the body was sent, from the headers alone.
 */
function answerToHeadersAlone(port: number, path: string, declaredBytes = DECLARED_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const noAnswer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_WAIT_MS} ms while the body was unsent`));
    }, ANSWER_WAIT_MS);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        clearTimeout(noAnswer);
        socket.destroy();
        resolve(received.slice(0, received.indexOf('\r\n\r\n')));
      }
    });
    socket.on('error', () => undefined);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=probe\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
    );
  });
}

describe.each(TEST_DATABASES.slice(0, 1))('an upload refused from its headers on $name', (target) => {
  const listening = useListeningTestServer(target);

  it('is refused before its body when its address carries no policy, and the connection is closed', async () => {
    const head = await answerToHeadersAlone(listening.port, '/upload');
    expect(head).toMatch(/^HTTP\/1\.1 422 /);
    expect(head).toMatch(/\r\nconnection: close/i);
  });

  it('is refused before its body when the policy in its address is forged', async () => {
    const forgedPolicy = Buffer.from(JSON.stringify({ expiration: '2999-01-01T00:00:00Z', conditions: [] })).toString('base64');
    const head = await answerToHeadersAlone(listening.port, uploadAddress('/upload', { policy: forgedPolicy, accessid: 'anything', signature: 'AAAA' }));
    expect(head).toMatch(/^HTTP\/1\.1 403 /);
    expect(head).toMatch(/\r\nconnection: close/i);
  });

  it('is refused before its body when it declares more than its genuine policy allows', async () => {
    const shop = await signInShop(listening.server, 'refused-early.myshopify.com');
    const answer = await listening.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token });
    const policy = answer.json?.data as UploadPolicy;
    const head = await answerToHeadersAlone(listening.port, uploadAddress('/upload', policy), 51 * MIB);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close/i);
  });
});

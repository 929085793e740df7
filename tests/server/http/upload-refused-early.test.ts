import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useListeningTestServer } from '../support/listening-test-server';
import { TEST_DATABASES } from '../support/test-databases';

const MIB = 1024 * 1024;
const DECLARED_BODY_BYTES = 40 * MIB;
const SENT_FILE_BYTES = 64 * 1024;
const BOUNDARY = '----starling-probe';
/** Long enough for any answer the server gives at once; the old server gave none until the body ended. */
const ANSWER_WAIT_MS = 5_000;

/** The form's head up to and into its file part: what a client has sent after its first kilobytes. */
function formHead(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  return Buffer.from(parts.join('') + filePart);
}

/**
 * Declares a 40 MiB upload, sends its fields and the first 64 KiB of the file, then waits: the
 * status line of an answer that arrives now was given before the rest of the body was read.
 */
function answerBeforeTheBody(port: number, fields: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const noAnswer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_WAIT_MS} ms while the body was still unsent`));
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
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${DECLARED_BODY_BYTES}\r\n\r\n`,
    );
    socket.write(formHead(fields));
    socket.write(Buffer.alloc(SENT_FILE_BYTES, 7));
  });
}

describe.each(TEST_DATABASES.slice(0, 1))('an unauthenticated upload on $name', (target) => {
  const server = useListeningTestServer(target);

  it('is refused as soon as its file part starts when it carries no policy, and the connection is closed', async () => {
    const head = await answerBeforeTheBody(server.port, {});
    expect(head).toMatch(/^HTTP\/1\.1 422 /);
    expect(head).toMatch(/\r\nconnection: close/i);
  });

  it('is refused as soon as its file part starts when its policy is forged', async () => {
    const forgedPolicy = Buffer.from(JSON.stringify({ expiration: '2999-01-01T00:00:00Z', conditions: [] })).toString('base64');
    const head = await answerBeforeTheBody(server.port, { key: '1/Ab3dE6gH9k.mp4', policy: forgedPolicy, OSSAccessKeyId: 'anything', signature: 'AAAA' });
    expect(head).toMatch(/^HTTP\/1\.1 403 /);
    expect(head).toMatch(/\r\nconnection: close/i);
  });
});

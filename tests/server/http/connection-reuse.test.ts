import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { uploadAddress } from '../../../src/contracts/upload-address';
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

/**
 * A client that writes its whole request before it reads a byte of the answer, in pieces, as a
 * slow uploader does; resolves with what it could read, or the socket's error (a reset loses the answer).
 */
function sendWholeBodyThenRead(port: number, path: string, contentType: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.pause();
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    socket.on('end', () => resolve(Buffer.concat(received).toString('latin1')));
    const sendRequest = async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`);
      const pieceBytes = 64 * 1024;
      for (let sent = 0; sent < body.length; sent += pieceBytes) {
        if (!socket.write(body.subarray(sent, sent + pieceBytes))) await new Promise((drained) => socket.once('drain', drained));
        // The server has had time to answer and close while the client is still sending.
        if (sent === 0) await new Promise((later) => setTimeout(later, 50));
      }
      socket.resume();
    };
    socket.on('connect', () => void sendRequest());
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

  it('lets a client that is still sending an oversized body read the 413 envelope, not a reset', async () => {
    const answer = await sendWholeBodyThenRead(server.port, '/api/v1/admin/save_shop_settings', 'application/json', Buffer.alloc(3 * 1024 * 1024, 0x20));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":41300');
    expect(answer).toContain('body: must be at most 1048576 bytes');
  });

  it('lets a client that is still sending an upload read why its form was refused', async () => {
    const boundary = 'starling-boundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const form = Buffer.concat([
      Buffer.from(field('key', 'shops/1/x.png') + field('policy', 'e30=') + field('OSSAccessKeyId', 'starling') + field('signature', 'forged')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(2 * 1024 * 1024, 0x01),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const forged = uploadAddress('/upload', { policy: 'e30=', accessid: 'starling', signature: 'forged' });
    const answer = await sendWholeBodyThenRead(server.port, forged, `multipart/form-data; boundary=${boundary}`, form);
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain('{"code":40300,"message":"OSSAccessKeyId: is not a key of this server"');
  });
});

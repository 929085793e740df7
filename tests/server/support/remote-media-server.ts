import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A real PNG: `size`×`size` pixels of one colour. */
export function tinyPng(size = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [200, 80, 40]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (SOI, JFIF APP0) padded to `size` bytes: what the type sniffing reads. */
export function jpegBytes(size = 2048): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 2), 0x20), Buffer.from([0xff, 0xd9])]);
}

export type RemoteMediaRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface RemoteMediaServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** How many requests each path received. */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

/** A loopback HTTP server answering each path with its route, 404 for any other. */
export async function startRemoteMediaServer(routes: Readonly<Record<string, RemoteMediaRoute>>): Promise<RemoteMediaServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://loopback').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) return route(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const serveBytes =
  (bytes: Uint8Array, contentType: string): RemoteMediaRoute =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.byteLength }).end(bytes);
  };

export const redirectTo =
  (location: string): RemoteMediaRoute =>
  (_request, response) => {
    response.writeHead(302, { location }).end();
  };

/** Streams `totalBytes` of a JPEG-looking body without declaring its length; counts what was written. */
export const endlessJpeg =
  (totalBytes: number, written: { bytes: number }): RemoteMediaRoute =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    const head = jpegBytes(64);
    response.write(head);
    written.bytes = head.byteLength;
    const block = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (written.bytes < totalBytes) {
        written.bytes += block.byteLength;
        if (!response.write(block)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => response.removeAllListeners('drain'));
    pump();
  };

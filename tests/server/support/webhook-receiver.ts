import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A webhook receiver on loopback: records every POST and answers the next status of `statuses`, then 200. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Answers these statuses, one per request, before answering 200 again. */
  answerNext(...statuses: number[]): void;
  /** Answers this status to every request from now on. */
  answerAlways(status: number | null): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const next: number[] = [];
  let always: number | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = next.shift() ?? always ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...statuses) => next.push(...statuses),
    answerAlways: (status) => {
      always = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { generateKeyPairSync } from 'node:crypto';
import { type AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OutgoingMail } from '../../../../server/application/mail/mail-transport.port';
import { CATCHER_SHOP_HEADER, DEFAULT_SMTP_CONNECTIONS, NodemailerMailTransport } from '../../../../server/infrastructure/mail/nodemailer-mail-transport';

/**
 * A loopback SMTP server that keeps each message's raw text and the recipients whose message data
 * it opened; refuses recipients at refused.example and takes 200 ms to accept those at slow.example.
 */
async function startRecordingServer() {
  const messages: string[] = [];
  const dataOpenedFor: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => {
      connections += 1;
      callback();
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address.endsWith('@refused.example')) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      if (address.address.endsWith('@slow.example')) return void setTimeout(() => callback(), 200);
      callback();
    },
    onData: (stream, session, callback) => {
      dataOpenedFor.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    dataOpenedFor,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, lines as sent (folded lines keep their break). */
function headerBlock(raw: string): string {
  return raw.slice(0, raw.indexOf('\r\n\r\n'));
}

/** The raw lines of the header block: a header that was folded is not one of them. */
function headerLines(raw: string): string[] {
  return headerBlock(raw).split('\r\n');
}

const LONG_UNSUBSCRIBE_URL = `https://reviews.example/unsubscribe?t=${'a'.repeat(120)}.${'b'.repeat(120)}.${'c'.repeat(43)}`;

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'mia@example.com',
    from: { name: 'Acme Goods', address: 'reviews@reviews.example' },
    replyTo: 'owner@acme.example',
    subject: 'How was your order?',
    html: '<p>Tell us <b>how</b> it went</p>',
    text: 'Tell us how it went',
    messageId: 'request-41-step-1@reviews.example',
    shopId: 7,
    ...overrides,
  };
}

describe('NodemailerMailTransport', () => {
  let smtp: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeAll(async () => {
    smtp = await startRecordingServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("sends with the request's Message-ID, the shop as sender name and its reply-to, and both parts", async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    await transport.send(mail());
    transport.close();
    const headers = headerBlock(smtp.messages.at(-1)!);
    expect(headers).toMatch(/^Message-ID: <request-41-step-1@reviews\.example>$/m);
    expect(headers).toMatch(/^From: Acme Goods <reviews@reviews\.example>$/m);
    expect(headers).toMatch(/^Reply-To: owner@acme\.example$/m);
    expect(headers).toMatch(/^To: mia@example\.com$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(headers).not.toContain('List-Unsubscribe');
    expect(headers).not.toContain(CATCHER_SHOP_HEADER);
  });

  it('gives marketing mail List-Unsubscribe (https, on one line) and List-Unsubscribe-Post', async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    await transport.send(mail({ unsubscribeUrl: LONG_UNSUBSCRIBE_URL, messageId: '<request-41-step-2@reviews.example>' }));
    transport.close();
    const headers = headerBlock(smtp.messages.at(-1)!);
    expect(headerLines(smtp.messages.at(-1)!)).toContain(`List-Unsubscribe: <${LONG_UNSUBSCRIBE_URL}>`);
    expect(headerLines(smtp.messages.at(-1)!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toMatch(/^Message-ID: <request-41-step-2@reviews\.example>$/m);
  });

  it('signs with DKIM when a key is set, covering the unsubscribe headers', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: { domainName: 'reviews.example', keySelector: 'starling', privateKey } });
    await transport.send(mail({ unsubscribeUrl: LONG_UNSUBSCRIBE_URL }));
    transport.close();
    const headers = headerBlock(smtp.messages.at(-1)!);
    const signature = /^DKIM-Signature: ([^\r\n]*(?:\r\n[ \t][^\r\n]*)*)/m.exec(headers)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
    expect(signature).toContain('d=reviews.example');
    expect(signature).toContain('s=starling');
    expect(signature).toMatch(/h=[^;]*List-Unsubscribe/i);
    expect(headerLines(smtp.messages.at(-1)!)).toContain(`List-Unsubscribe: <${LONG_UNSUBSCRIBE_URL}>`);
  });

  it("names the shop only when sending to the development catcher", async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null, toCatcher: true });
    await transport.send(mail({ shopId: 42 }));
    transport.close();
    expect(headerBlock(smtp.messages.at(-1)!)).toMatch(new RegExp(`^${CATCHER_SHOP_HEADER}: 42$`, 'm'));
  });

  it('completes a confirmed mail only after its confirmation, and never delivers one whose confirmation says no', async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    const before = smtp.messages.length;
    const order: string[] = [];
    await transport.send(mail({ messageId: 'confirmed@reviews.example' }), () => {
      order.push(`confirm with ${smtp.messages.length - before} delivered`);
      return Promise.resolve(true);
    });
    expect(order).toEqual(['confirm with 0 delivered']);
    expect(smtp.messages.length - before).toBe(1);
    expect(smtp.messages.at(-1)).toContain('Message-ID: <confirmed@reviews.example>');

    await expect(transport.send(mail({ messageId: 'refused@reviews.example' }), () => Promise.resolve(false))).rejects.toThrow('not confirmed');
    await expect(transport.send(mail({ messageId: 'failed@reviews.example' }), () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    // Give the server time to have taken a message, had one come: neither did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length - before).toBe(1);
    // The pool still sends afterwards.
    await transport.send(mail({ messageId: 'after@reviews.example' }), () => Promise.resolve(true));
    expect(smtp.messages.at(-1)).toContain('Message-ID: <after@reviews.example>');
    transport.close();
  });

  it('asks for the confirmation only once the server has opened the message, not while the envelope waits', async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    let openedAtConfirm: boolean | null = null;
    await transport.send(mail({ to: 'leo@slow.example', messageId: 'slow@reviews.example' }), () => {
      openedAtConfirm = smtp.dataOpenedFor.includes('leo@slow.example');
      return Promise.resolve(true);
    });
    transport.close();
    expect(openedAtConfirm).toBe(true);
    expect(smtp.messages.at(-1)).toContain('Message-ID: <slow@reviews.example>');
  });

  it('has written the final "." to the socket when complete resolves, so it leaves before the record commits, and the server takes it', async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    const delivered = () => smtp.messages.some((raw) => raw.includes('Message-ID: <ordered@reviews.example>'));
    const events: string[] = [];
    const write = Reflect.get(Socket.prototype, 'write') as (this: Socket, ...args: unknown[]) => boolean;
    const spy = vi.spyOn(Socket.prototype, 'write').mockImplementation(function (this: Socket, chunk: unknown, ...rest: unknown[]) {
      if (String(chunk).endsWith('\r\n.\r\n') || String(chunk) === '.\r\n') events.push('final "." written');
      return write.call(this, chunk, ...rest);
    });
    try {
      await transport.send(mail({ messageId: 'ordered@reviews.example' }), async (complete) => {
        events.push('confirmation asked');
        await complete();
        events.push('complete resolved: the record commits');
        for (let waited = 0; waited < 2000 && !delivered(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
        if (delivered()) events.push('taken by the server before the confirmation answered');
        return true;
      });
    } finally {
      spy.mockRestore();
      transport.close();
    }
    expect(events).toEqual(['confirmation asked', 'final "." written', 'complete resolved: the record commits', 'taken by the server before the confirmation answered']);
  });

  it('never delivers a message whose envelope the server refused, and never asks to confirm it', async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    let asked = false;
    await expect(
      transport.send(mail({ to: 'gone@refused.example' }), () => {
        asked = true;
        return Promise.resolve(true);
      }),
    ).rejects.toThrow(/550/);
    transport.close();
    expect(asked).toBe(false);
  });

  it("rejects with the server's answer when it refuses the mail", async () => {
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    await expect(transport.send(mail({ to: 'gone@refused.example' }))).rejects.toThrow(/550/);
    transport.close();
  });

  it('keeps a few pooled connections for many mails', async () => {
    const before = smtp.connections();
    const received = smtp.messages.length;
    const transport = new NodemailerMailTransport({ smtpUrl: smtp.url, dkim: null });
    const started = performance.now();
    await Promise.all(Array.from({ length: 200 }, (_, index) => transport.send(mail({ messageId: `bulk-${index}@reviews.example` }))));
    const seconds = (performance.now() - started) / 1000;
    transport.close();
    expect(smtp.messages.length - received).toBe(200);
    expect(smtp.connections() - before).toBeLessThanOrEqual(DEFAULT_SMTP_CONNECTIONS);
    console.info(`nodemailer pool to loopback: ${Math.round(200 / seconds)} mails/s`);
  });
});

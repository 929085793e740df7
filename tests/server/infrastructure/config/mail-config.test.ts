import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

describe('mail settings', () => {
  it('catch mail on loopback without SMTP_URL, from reviews@ the public host, unsigned', () => {
    expect(loadServerConfig({ ...environment, PORT: '4411' })).toMatchObject({
      publicOrigin: 'http://localhost:4411',
      mail: { smtpUrl: null, from: 'reviews@localhost', dkim: null },
    });
    expect(loadServerConfig({ ...environment, APP_URL: 'https://reviews.example.com/' })).toMatchObject({
      publicOrigin: 'https://reviews.example.com',
      mail: { from: 'reviews@reviews.example.com' },
    });
  });

  it('take SMTP_URL and MAIL_FROM, and refuse ones that are not', () => {
    expect(loadServerConfig({ ...environment, SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'hello@shop.example' }).mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'hello@shop.example',
    });
    expect(() => loadServerConfig({ ...environment, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadServerConfig({ ...environment, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('sign with DKIM when the key, domain and selector are set together: PEM text, escaped line breaks or a file', () => {
    const dkim = { DKIM_DOMAIN: 'shop.example', DKIM_SELECTOR: 'starling' };
    expect(loadServerConfig({ ...environment, ...dkim, DKIM_PRIVATE_KEY: privateKey }).mail.dkim).toEqual({ domainName: 'shop.example', keySelector: 'starling', privateKey });
    expect(loadServerConfig({ ...environment, ...dkim, DKIM_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n') }).mail.dkim?.privateKey).toBe(privateKey);
    const file = join(mkdtempSync(join(tmpdir(), 'dkim-')), 'dkim.pem');
    writeFileSync(file, privateKey);
    expect(loadServerConfig({ ...environment, ...dkim, DKIM_PRIVATE_KEY: file }).mail.dkim?.privateKey).toBe(privateKey);
    expect(() => loadServerConfig({ ...environment, DKIM_DOMAIN: 'shop.example' })).toThrow(/set together/);
    expect(() => loadServerConfig({ ...environment, ...dkim, DKIM_PRIVATE_KEY: '/nonexistent/dkim.pem' })).toThrow(/DKIM_PRIVATE_KEY/);
    writeFileSync(file, 'not a key');
    expect(() => loadServerConfig({ ...environment, ...dkim, DKIM_PRIVATE_KEY: file })).toThrow(/PEM private key/);
  });
});

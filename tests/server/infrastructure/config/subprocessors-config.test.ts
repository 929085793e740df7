import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };
const shopifyMode = { SHOPIFY_API_KEY: 'client-id', SHOPIFY_API_SECRET: 'client-secret', TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

describe("the privacy policy's subprocessors, from the configuration", () => {
  it('name only the app server for development store mode with the embedded database and the mail catcher', () => {
    expect(loadServerConfig(environment).subprocessors).toEqual([
      { role: 'hosting', name: null, location: 'app-server' },
      { role: 'database', name: null, location: 'app-server' },
      { role: 'files', name: null, location: 'app-server' },
    ]);
  });

  it('add Shopify, a recognised database and mail service, DeepL and Canny as they are configured, never their addresses', () => {
    const config = loadServerConfig({
      ...environment,
      ...shopifyMode,
      DATABASE_URL: 'postgres://app:secret@ep-quiet-sea-123.eu-central-1.aws.neon.tech/reviews',
      SMTP_URL: 'smtp://apikey:secret@smtp.sendgrid.net:587',
      DEEPL_AUTH_KEY: 'key:fx',
      CANNY_BOARD_URL: 'https://feedback.example.com/board',
      CANNY_SSO_SECRET: 'sso-key',
    });
    expect(config.subprocessors).toEqual([
      { role: 'platform', name: 'Shopify', location: 'external' },
      { role: 'hosting', name: null, location: 'app-server' },
      { role: 'database', name: 'Neon', location: 'external' },
      { role: 'files', name: null, location: 'app-server' },
      { role: 'email', name: 'Twilio SendGrid', location: 'external' },
      { role: 'translation', name: 'DeepL SE', location: 'external' },
      { role: 'feedback', name: 'Canny', location: 'external' },
    ]);
    expect(JSON.stringify(config.subprocessors)).not.toMatch(/neon\.tech|sendgrid\.net|secret/);
  });

  it("take the operator's names over recognised ones, and leave an unknown external service unnamed", () => {
    const named = loadServerConfig({
      ...environment,
      DATABASE_URL: 'postgres://db.internal.example:5432/reviews',
      SMTP_URL: 'smtp://mail.example.org:587',
      SUBPROCESSOR_HOSTING: ' Hetzner Online GmbH (Germany) ',
      SUBPROCESSOR_EMAIL: 'Example Mail AB (Sweden)',
    }).subprocessors;
    expect(named).toEqual([
      { role: 'hosting', name: 'Hetzner Online GmbH (Germany)', location: 'external' },
      { role: 'database', name: null, location: 'external' },
      { role: 'files', name: null, location: 'app-server' },
      { role: 'email', name: 'Example Mail AB (Sweden)', location: 'external' },
    ]);
  });

  it('count a PostgreSQL or SMTP server on this machine as the app server', () => {
    const local = loadServerConfig({ ...environment, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/reviews', SMTP_URL: 'smtp://localhost:2525' }).subprocessors;
    expect(local.filter((entry) => entry.role === 'database' || entry.role === 'email')).toEqual([
      { role: 'database', name: null, location: 'app-server' },
      { role: 'email', name: null, location: 'app-server' },
    ]);
  });

  it('refuse a name longer than 120 characters, naming the variable', () => {
    expect(() => loadServerConfig({ ...environment, SUBPROCESSOR_DATABASE: 'x'.repeat(121) })).toThrow('Configuration: SUBPROCESSOR_DATABASE must be at most 120 characters');
  });

  it('name the file storage by the bucket’s service when S3_BUCKET is set, the operator’s name first', () => {
    const s3 = { ...environment, S3_BUCKET: 'reviews-uploads', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const files = (values: Record<string, string>) => loadServerConfig(values).subprocessors.find((entry) => entry.role === 'files');
    expect(files(s3)).toEqual({ role: 'files', name: 'Amazon Web Services (Amazon S3)', location: 'external' });
    expect(files({ ...s3, S3_ENDPOINT: 'https://acc0unt.r2.cloudflarestorage.com' })).toEqual({ role: 'files', name: 'Cloudflare (R2)', location: 'external' });
    expect(files({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual({ role: 'files', name: null, location: 'app-server' });
    expect(files({ ...s3, S3_ENDPOINT: 'https://minio.example.net' })).toEqual({ role: 'files', name: null, location: 'external' });
    expect(files({ ...s3, S3_ENDPOINT: 'https://minio.example.net', SUBPROCESSOR_FILES: 'Example GmbH (Germany)' })).toEqual({ role: 'files', name: 'Example GmbH (Germany)', location: 'external' });
  });
});

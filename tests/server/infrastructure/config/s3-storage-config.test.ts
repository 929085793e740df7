import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };
const bucket = { S3_BUCKET: 'reviews-uploads', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key' };

describe('S3_*: uploads in an S3-compatible bucket', () => {
  it('keep uploads on the local disk when no S3_* is set', () => {
    expect(loadServerConfig(environment).s3).toBeNull();
  });

  it('configure the bucket when S3_BUCKET is set with its region and keys; the endpoint and path style are optional', () => {
    expect(loadServerConfig({ ...environment, ...bucket }).s3).toEqual({
      endpoint: null,
      bucket: 'reviews-uploads',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-key',
      forcePathStyle: false,
    });
    expect(loadServerConfig({ ...environment, ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it.each(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('stop the start-up naming %s when S3_BUCKET is set without it', (name) => {
    const { [name]: _missing, ...rest } = bucket;
    expect(() => loadServerConfig({ ...environment, ...rest })).toThrow(`Configuration: ${name} is required when S3_BUCKET is set`);
  });

  it('stop the start-up when another S3_* is set without S3_BUCKET, rather than keep the files on one disk unnoticed', () => {
    expect(() => loadServerConfig({ ...environment, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/^Configuration: S3_BUCKET is required when S3_ENDPOINT is set/);
  });

  it.each([
    [{ S3_BUCKET: 'Bad_Bucket' }, /^Configuration: S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 'ftp://storage.example.com' }, /^Configuration: S3_ENDPOINT must be the http\(s\) address/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /^Configuration: S3_FORCE_PATH_STYLE must be true or false/],
  ])('refuse a malformed value, naming the variable: %j', (values, message) => {
    expect(() => loadServerConfig({ ...environment, ...bucket, ...values })).toThrow(message);
  });
});

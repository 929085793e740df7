import { describe, expect, it } from 'vitest';
import { type ShopRecord, type ShopRepository } from '../../../../server/application/shops/shop-repository.port';
import { AcceptUploadUseCase } from '../../../../server/application/storage/accept-upload.use-case';
import { type FileStorage } from '../../../../server/application/storage/file-storage.port';
import { IssueUploadPolicyUseCase } from '../../../../server/application/storage/issue-upload-policy.use-case';
import { type UploadedFileRepository } from '../../../../server/application/storage/uploaded-file-repository.port';
import { HmacUploadPolicySigner } from '../../../../server/infrastructure/storage/hmac-upload-policy-signer';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Uint8Array>();
  save(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
    return Promise.resolve();
  }
  read(key: string) {
    return Promise.resolve(this.files.get(key) ?? null);
  }
  remove(key: string) {
    this.files.delete(key);
    return Promise.resolve();
  }
}

describe('accepting an upload', () => {
  it('removes the stored bytes again when the upload cannot be recorded', async () => {
    const shop = { id: 7, domain: 'seven.myshopify.com' };
    const signer = new HmacUploadPolicySigner('a-server-secret-for-the-upload-test');
    const policy = new IssueUploadPolicyUseCase(signer).execute(shop, 'https://app.example');
    const shops = { get: () => Promise.resolve({ ...shop, uninstalledAt: null } as unknown as ShopRecord) } as unknown as ShopRepository;
    const failingRecords: UploadedFileRepository = {
      record: () => Promise.reject(new Error('database is down')),
      findPublic: () => Promise.resolve(null),
    };
    const storage = new MemoryStorage();
    const accept = new AcceptUploadUseCase(signer, shops, failingRecords, storage, () => 'Ab3dE6gH9k');

    await expect(
      accept.execute(
        { key: `${policy.dir}x.png`, policy: policy.policy, accessId: policy.accessid, signature: policy.signature, file: { name: 'x.png', bytes: PNG_HEAD } },
        'https://app.example',
      ),
    ).rejects.toThrow('database is down');
    expect(storage.files.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { type ShopRecord, type ShopRepository } from '../../../../server/application/shops/shop-repository.port';
import { AcceptUploadUseCase } from '../../../../server/application/storage/accept-upload.use-case';
import { type FileStorage } from '../../../../server/application/storage/file-storage.port';
import { IssueUploadPolicyUseCase } from '../../../../server/application/storage/issue-upload-policy.use-case';
import { type UploadedFile, type UploadedFileRepository } from '../../../../server/application/storage/uploaded-file-repository.port';
import { HmacUploadPolicySigner } from '../../../../server/infrastructure/storage/hmac-upload-policy-signer';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const ORIGIN = 'https://app.example';
const shop = { id: 7, domain: 'seven.myshopify.com' };

class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Uint8Array>();
  save(key: string, bytes: Uint8Array) {
    if (this.files.has(key)) return Promise.resolve(false);
    this.files.set(key, bytes);
    return Promise.resolve(true);
  }
  size(key: string) {
    return Promise.resolve(this.files.get(key)?.byteLength ?? null);
  }
  stream(key: string) {
    return new Blob([new Uint8Array(this.files.get(key) ?? [])]).stream();
  }
  remove(key: string) {
    this.files.delete(key);
    return Promise.resolve();
  }
  removeShop(shopId: number) {
    for (const key of this.files.keys()) if (key.startsWith(`${shopId}/`)) this.files.delete(key);
    return Promise.resolve();
  }
}

class MemoryFiles implements UploadedFileRepository {
  readonly rows: UploadedFile[] = [];
  record(_shop: unknown, file: UploadedFile) {
    this.rows.push(file);
    return Promise.resolve();
  }
  isTaken(_shop: unknown, key: string) {
    return Promise.resolve(this.rows.some((row) => row.key === key));
  }
  findPublic() {
    return Promise.resolve(null);
  }
}

function setUp(options: { records?: UploadedFileRepository; now?: () => Date } = {}) {
  const signer = new HmacUploadPolicySigner('a-server-secret-for-the-upload-test');
  const policy = new IssueUploadPolicyUseCase(signer, () => new Date('2025-06-01T12:00:00Z')).execute(shop, ORIGIN);
  const shops = { get: () => Promise.resolve({ ...shop, uninstalledAt: null } as unknown as ShopRecord) } as unknown as ShopRepository;
  const storage = new MemoryStorage();
  const files = new MemoryFiles();
  const names = ['Srv0000001', 'Srv0000002', 'Srv0000003'];
  const accept = new AcceptUploadUseCase(
    signer,
    shops,
    options.records ?? files,
    storage,
    () => names.shift() ?? 'SrvOverrun',
    options.now ?? (() => new Date('2025-06-01T12:30:00Z')),
  );
  const upload = async (key: string, name = 'x.png') =>
    accept.execute(
      await accept.authorise({ policy: policy.policy, accessId: policy.accessid, signature: policy.signature }),
      key,
      { name, bytes: PNG_HEAD },
      ORIGIN,
    );
  return { policy, storage, files, upload };
}

describe('accepting an upload', () => {
  it('removes the stored bytes again when the upload cannot be recorded', async () => {
    const failingRecords: UploadedFileRepository = {
      record: () => Promise.reject(new Error('database is down')),
      isTaken: () => Promise.resolve(false),
      findPublic: () => Promise.resolve(null),
    };
    const { policy, storage, upload } = setUp({ records: failingRecords });
    await expect(upload(`${policy.dir}x.png`)).rejects.toThrow('database is down');
    expect(storage.files.size).toBe(0);
  });

  it('keeps the client’s key, so the file is at policy host + "/" + key', async () => {
    const { policy, storage, upload } = setUp();
    const stored = await upload(`${policy.dir}Ab3dE6gH9k.png`, 'holiday.png');
    expect(stored).toEqual({ key: '7/Ab3dE6gH9k.png', url: `${policy.host}/7/Ab3dE6gH9k.png` });
    expect(storage.files.has('7/Ab3dE6gH9k.png')).toBe(true);
  });

  it('names the file itself when the client’s key is taken, malformed or lies about the type', async () => {
    const { policy, files, upload } = setUp();
    await upload(`${policy.dir}Ab3dE6gH9k.png`);
    expect((await upload(`${policy.dir}Ab3dE6gH9k.png`)).key).toBe('7/Srv0000001.png');
    expect((await upload(`${policy.dir}Ab3dE6gH9k.jpg`, 'x.jpg')).key).toBe('7/Srv0000002');
    expect((await upload(`${policy.dir}short.png`)).key).toBe('7/Srv0000003.png');
    expect(files.rows.map((row) => row.key)).toEqual(['7/Ab3dE6gH9k.png', '7/Srv0000001.png', '7/Srv0000002', '7/Srv0000003.png']);
  });

  it('refuses an expired policy as invalid input (a 422) that says to fetch a new one', async () => {
    const { policy, storage, upload } = setUp();
    const expired = setUp({ now: () => new Date(policy.expire * 1000) });
    await expect(expired.upload(`${policy.dir}Ab3dE6gH9k.png`)).rejects.toMatchObject({
      kind: 'invalidInput',
      message: 'policy: has expired, fetch a new one from get_policy_token',
    });
    expect(storage.files.size + expired.storage.files.size).toBe(0);
    await expect(upload(`${policy.dir}Ab3dE6gH9k.png`)).resolves.toBeDefined();
  });

  it('drops control characters from the original name it records', async () => {
    const { policy, files, upload } = setUp();
    await upload(`${policy.dir}Ab3dE6gH9k.png`, 'cat\u0000\u001f\u007f photo\n.png');
    expect(files.rows[0]?.originalName).toBe('cat photo.png');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { getUploadPolicy, type UploadPolicy } from '../../../src/contracts/uploads.contract';
import { HttpImportAppsGateway } from '../../../src/infrastructure/http/http-import-apps-gateway';
import { ManualImportViewModel } from '../../../src/ui/imports/manual-import.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const POLICY: UploadPolicy = {
  host: 'https://reviews.test/upload',
  accessid: 'starling',
  policy: 'cG9saWN5',
  signature: 'c2ln',
  dir: '42/admin/',
  expire: 1_900_000_000,
  callback: '',
  success_action_status: '200',
};

/** Answers the upload form like POST /upload, recording each form and the address it was posted to. */
function uploadServer(answer: (form: FormData) => Response) {
  const forms: FormData[] = [];
  const addresses: URL[] = [];
  const send = (input: RequestInfo | URL, init?: RequestInit) => {
    const form = init?.body as FormData;
    forms.push(form);
    addresses.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    return Promise.resolve(answer(form));
  };
  return { forms, addresses, send };
}

const stored = (form: FormData) => {
  const key = form.get('key') as string;
  return Response.json({ code: 0, message: 'ok', data: { key, url: `/upload/${key}` } });
};

describe('HttpImportAppsGateway.uploadMedia', () => {
  it('posts the file as the upload policy\'s form into the shop\'s folder and answers its key', async () => {
    const server = uploadServer(stored);
    const gateway = new HttpImportAppsGateway(new FakeContractClient().on(getUploadPolicy, POLICY), server.send);
    const key = await gateway.uploadMedia(new File(['png'], 'Photo.PNG', { type: 'image/png' }));
    expect(key).toMatch(/^42\/admin\/[0-9a-f]{12}\.png$/);
    const [form] = server.forms;
    expect(Object.fromEntries([...form!.entries()].filter(([name]) => name !== 'file'))).toEqual({
      key,
      policy: POLICY.policy,
      OSSAccessKeyId: POLICY.accessid,
      signature: POLICY.signature,
      success_action_status: '200',
    });
    // The credential also rides in the address, so the server can refuse a form without reading it.
    const [address] = server.addresses;
    expect(`${address!.origin}${address!.pathname}`).toBe(POLICY.host);
    expect(Object.fromEntries(address!.searchParams)).toEqual({ OSSAccessKeyId: POLICY.accessid, policy: POLICY.policy, policy_signature: POLICY.signature });
  });

  it('fails with the server\'s words when the upload is refused', async () => {
    const server = uploadServer(() => Response.json({ code: 41300, message: 'file: must be 50 MB or smaller', data: null }, { status: 413 }));
    const gateway = new HttpImportAppsGateway(new FakeContractClient().on(getUploadPolicy, POLICY), server.send);
    await expect(gateway.uploadMedia(new File(['x'], 'big.mp4', { type: 'video/mp4' }))).rejects.toMatchObject({ kind: 'envelope', message: 'file: must be 50 MB or smaller', status: 413 });
  });

  it('fetches the upload policy once and reuses it until a minute before it expires; a failed fetch is not kept', async () => {
    const server = uploadServer(stored);
    const client = new FakeContractClient().fail(getUploadPolicy, 'shop: is not installed');
    let now = (POLICY.expire - 600) * 1000;
    const gateway = new HttpImportAppsGateway(client, server.send, () => now);
    const photo = () => new File(['png'], 'a.png', { type: 'image/png' });
    await expect(gateway.uploadMedia(photo())).rejects.toMatchObject({ message: 'shop: is not installed' });
    client.on(getUploadPolicy, POLICY);
    await Promise.all([gateway.uploadMedia(photo()), gateway.uploadMedia(photo())]);
    now = (POLICY.expire - 61) * 1000;
    await gateway.uploadMedia(photo());
    expect(client.callsTo(getUploadPolicy)).toHaveLength(2);
    now = (POLICY.expire - 59) * 1000;
    await gateway.uploadMedia(photo());
    expect(client.callsTo(getUploadPolicy)).toHaveLength(3);
    expect(server.forms).toHaveLength(4);
  });

  it('asks for a new policy after an upload is refused (the server may hold the cached one expired)', async () => {
    let refuse = true;
    const server = uploadServer((form) =>
      refuse ? Response.json({ code: 42200, message: 'policy: has expired, fetch a new one from get_policy_token', data: null }, { status: 422 }) : stored(form),
    );
    const client = new FakeContractClient().on(getUploadPolicy, POLICY);
    const gateway = new HttpImportAppsGateway(client, server.send, () => (POLICY.expire - 600) * 1000);
    const photo = () => new File(['png'], 'a.png', { type: 'image/png' });
    await expect(gateway.uploadMedia(photo())).rejects.toMatchObject({ status: 422 });
    refuse = false;
    await gateway.uploadMedia(photo());
    expect(client.callsTo(getUploadPolicy)).toHaveLength(2);
  });

  it('fails as a network error when the upload cannot be sent', async () => {
    const gateway = new HttpImportAppsGateway(new FakeContractClient().on(getUploadPolicy, POLICY), () => Promise.reject(new Error('offline')));
    await expect(gateway.uploadMedia(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).rejects.toEqual(new ApiError('network', 'offline'));
  });
});

describe('ManualImportViewModel media', () => {
  it('uploads photos and videos, refuses other files and a kind over its limit, and removes one', async () => {
    const server = uploadServer(stored);
    const vm = new ManualImportViewModel(new HttpImportAppsGateway(new FakeContractClient().on(getUploadPolicy, POLICY), server.send), { show: () => undefined }, new FakeClock(), new FakeContractClient());
    await vm.attach([new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['v'], 'v.mp4', { type: 'video/mp4' }), new File(['v'], 'w.mov', { type: 'video/quicktime' })]);
    expect(vm.photos.map((item) => item.name)).toEqual(['a.jpg']);
    expect(vm.videos.map((item) => item.name)).toEqual(['v.mp4', 'w.mov']);
    await vm.attach([new File(['v'], 'third.mp4', { type: 'video/mp4' }), new File(['t'], 'notes.txt', { type: 'text/plain' })]);
    expect(vm.videos).toHaveLength(2);
    expect(vm.problems).toMatchObject({ videos: { key: 'manual.errors.videosLimit' }, photos: { key: 'manual.errors.mediaType' } });
    vm.detach(vm.photos[0]!.key);
    expect(vm.photos).toEqual([]);
    expect(vm.uploading).toBe(0);
  });
});

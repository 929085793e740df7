import { ApiError } from '../../application/http/api-error';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type ImportAppsGateway } from '../../application/imports/import-apps-gateway.port';
import { uploadAddress } from '../../contracts/upload-address';
import { getUploadPolicy, type StoredUpload, type UploadPolicy } from '../../contracts/uploads.contract';

interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/** A cached upload policy is fetched again this long before it expires, so no upload carries a lapsing one. */
const POLICY_RENEWAL_MARGIN_MS = 60_000;

/** The import apps' media upload: each file goes up as the upload policy's form. */
export class HttpImportAppsGateway implements ImportAppsGateway {
  /** The upload policy, fetched once and reused until shortly before it expires (docs/product/api.md#uploads). */
  private policy: { readonly answer: Promise<UploadPolicy>; renewAt: number } | null = null;

  constructor(
    private readonly client: ContractClient,
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The signed policy is the form's credential, in its address (docs/product/api.md#uploads), so the form goes up with plain fetch. */
  async uploadMedia(file: File): Promise<string> {
    const policy = await this.uploadPolicy();
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
    const form = new FormData();
    form.append('key', `${policy.dir}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}.${extension}`);
    form.append('policy', policy.policy);
    form.append('OSSAccessKeyId', policy.accessid);
    form.append('signature', policy.signature);
    form.append('success_action_status', policy.success_action_status);
    form.append('file', file);
    let response: Response;
    try {
      response = await this.send(uploadAddress(policy.host, policy), { method: 'POST', body: form });
    } catch (error) {
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<StoredUpload> | null;
    if (response.ok && envelope?.code === 0) return envelope.data.key;
    // The server may hold the policy expired by its own clock: the next upload asks for a new one.
    this.policy = null;
    throw new ApiError(envelope ? 'envelope' : 'http', envelope?.message ?? `HTTP ${response.status}`, envelope?.code ?? null, null, response.status);
  }

  private uploadPolicy(): Promise<UploadPolicy> {
    if (this.policy && this.now() < this.policy.renewAt) return this.policy.answer;
    const cached = { answer: this.client.call(getUploadPolicy, {}), renewAt: Number.POSITIVE_INFINITY };
    this.policy = cached;
    cached.answer.then(
      (policy) => (cached.renewAt = policy.expire * 1000 - POLICY_RENEWAL_MARGIN_MS),
      () => {
        if (this.policy === cached) this.policy = null;
      },
    );
    return cached.answer;
  }
}

import { EmailReviewError, type EmailReviewGateway } from '../../application/email-review/email-review-gateway.port';
import { attachEmailReviewMedia, type EmailReviewAnswer, getEmailReview, getEmailReviewUploadPolicy } from '../../contracts/email-review.contract';
import { uploadAddress } from '../../contracts/upload-address';
import { type StoredUpload, type UploadPolicy } from '../../contracts/uploads.contract';

interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/**
 * /email_review's calls over plain `fetch`: the page is public, so it must not take the admin
 * client's session handling (a 401 here is a bad link, not a signed-out merchant).
 */
export class FetchEmailReviewGateway implements EmailReviewGateway {
  review(token: string): Promise<EmailReviewAnswer> {
    return this.request<EmailReviewAnswer>(`${getEmailReview.path}?token=${encodeURIComponent(token)}`);
  }

  async upload(token: string, file: File): Promise<string> {
    const policy = await this.request<UploadPolicy>(`${getEmailReviewUploadPolicy.path}?token=${encodeURIComponent(token)}`);
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
    const form = new FormData();
    form.append('key', `${policy.dir}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}.${extension}`);
    form.append('policy', policy.policy);
    form.append('OSSAccessKeyId', policy.accessid);
    form.append('signature', policy.signature);
    form.append('success_action_status', '200');
    form.append('file', file);
    return (await this.request<StoredUpload>(uploadAddress(policy.host, policy), { method: 'POST', body: form })).key;
  }

  attach(token: string, media: { readonly photos: readonly string[]; readonly videos: readonly string[] }): Promise<EmailReviewAnswer> {
    return this.request<EmailReviewAnswer>(attachEmailReviewMedia.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, photos: media.photos, videos: media.videos }),
    });
  }

  private async request<T>(path: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new EmailReviewError('failed', error instanceof Error ? error.message : String(error));
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.ok && envelope && envelope.code === 0) return envelope.data;
    const message = envelope?.message ?? `HTTP ${response.status}`;
    if (response.status === 401) throw new EmailReviewError(/expired/.test(message) ? 'expired' : 'invalid', message);
    if (response.status === 422 && message.startsWith('token:')) throw new EmailReviewError('invalid', message);
    throw new EmailReviewError(response.status === 422 || response.status === 413 || response.status === 415 ? 'refused' : 'failed', message);
  }
}

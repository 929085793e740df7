import { describe, expect, it } from 'vitest';
import { EmailReviewError, type EmailReviewGateway } from '../../../src/application/email-review/email-review-gateway.port';
import { type EmailReviewAnswer } from '../../../src/contracts/email-review.contract';
import { EmailReviewViewModel } from '../../../src/ui/email-review/email-review.view-model';

const REVIEW: EmailReviewAnswer = { product_title: 'Linen Apron', rating: 4, title: 'Sturdy', photo_count: 4, video_count: 0, photos_left: 1, videos_left: 1 };

function gateway(overrides: Partial<EmailReviewGateway> = {}) {
  const attached: { photos: readonly string[]; videos: readonly string[] }[] = [];
  const fake: EmailReviewGateway = {
    review: () => Promise.resolve(REVIEW),
    upload: (_token, file) => Promise.resolve(`7/${file.name}`),
    attach: (_token, media) => {
      attached.push(media);
      return Promise.resolve({ ...REVIEW, photo_count: 5, photos_left: 0 });
    },
    ...overrides,
  };
  return { fake, attached };
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('EmailReviewViewModel', () => {
  it('loads the linked review, uploads the chosen photo and attaches it', async () => {
    const { fake, attached } = gateway();
    const vm = new EmailReviewViewModel(fake);
    await vm.load('a.b.c');
    expect(vm.state).toBe('ready');
    vm.choose([file('me.png', 'image/png')]);
    expect(vm.canSend).toBe(true);
    await vm.send();
    expect(attached).toEqual([{ photos: ['7/me.png'], videos: [] }]);
    expect(vm.state).toBe('done');
    expect(vm.review?.photo_count).toBe(5);
  });

  it('refuses files the review cannot take before sending anything', async () => {
    const vm = new EmailReviewViewModel(gateway().fake);
    await vm.load('a.b.c');
    vm.choose([file('a.png', 'image/png'), file('b.png', 'image/png'), file('notes.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', 11 * 1024 * 1024)]);
    expect(vm.problems.map((problem) => problem.key)).toEqual(['fileType', 'tooLarge', 'tooMany']);
    expect(vm.canSend).toBe(false);
  });

  it('says an expired or broken link clearly, and a missing one is broken', async () => {
    const expired = new EmailReviewViewModel(gateway({ review: () => Promise.reject(new EmailReviewError('expired', 'token: this link has expired')) }).fake);
    await expired.load('a.b.c');
    expect(expired.state).toBe('expired');
    const missing = new EmailReviewViewModel(gateway().fake);
    await missing.load(null);
    expect(missing.state).toBe('invalid');
  });

  it("shows the server's refusal and lets the customer choose again", async () => {
    const vm = new EmailReviewViewModel(gateway({ attach: () => Promise.reject(new EmailReviewError('refused', 'photos: a review takes at most 5 photos; it has 5')) }).fake);
    await vm.load('a.b.c');
    vm.choose([file('me.png', 'image/png')]);
    await vm.send();
    expect(vm.state).toBe('ready');
    expect(vm.refusal).toBe('photos: a review takes at most 5 photos; it has 5');
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReviewRequestLink, type ReviewRequestLink } from '../../../src/contracts/collect-link.contract';
import { ApiError } from '../../../src/application/http/api-error';
import { ReviewRequestLinkScreen } from '../../../src/ui/collect/review-request-link.screen';
import { ReviewRequestLinkViewModel } from '../../../src/ui/collect/review-request-link.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const FAKE_REVIEW_REQUEST_LINK: ReviewRequestLink = {
  link: 'https://demo.myshopify.com/apps/starling/review_form?via=link',
  qr_link: 'https://demo.myshopify.com/apps/starling/review_form?via=qr',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
  qr_png: 'data:image/png;base64,iVBORw0KGgo=',
};

function renderLink(fail = false) {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getReviewRequestLink, () => {
    if (fail) throw new ApiError('http', 'down');
    return FAKE_REVIEW_REQUEST_LINK;
  });
  renderWithProviders(<ReviewRequestLinkScreen />, { container, path: '/collect/review_request_link' });
  return { api, toaster: container.get<FakeToaster>(TOKENS.Toaster), user: userEvent.setup() };
}

describe('ReviewRequestLinkScreen', () => {
  it('shows the link, the QR code with PNG and SVG downloads, and where to use it', async () => {
    renderLink();
    const field = await screen.findByRole('textbox', { name: 'Your review link' });
    expect((field as HTMLInputElement).value).toBe(FAKE_REVIEW_REQUEST_LINK.link);
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('img', { name: 'QR code that opens your review form' }).getAttribute('src')).toBe(FAKE_REVIEW_REQUEST_LINK.qr_png);
    const png = screen.getByRole('link', { name: 'Download PNG' });
    expect(png.getAttribute('href')).toBe(FAKE_REVIEW_REQUEST_LINK.qr_png);
    expect(png.getAttribute('download')).toBe('review-qr-code.png');
    const svg = screen.getByRole('link', { name: 'Download SVG' });
    expect(svg.getAttribute('href')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(FAKE_REVIEW_REQUEST_LINK.qr_svg)}`);
    expect(svg.getAttribute('download')).toBe('review-qr-code.svg');
    expect(screen.getByText('Packaging inserts and thank-you cards')).toBeTruthy();
    expect(screen.getByText(/source “QR Code”/)).toBeTruthy();
  });

  it('copies the link and says so', async () => {
    const { user, toaster } = renderLink();
    await screen.findByRole('textbox', { name: 'Your review link' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toaster.shown.at(-1)).toMatchObject({ content: 'Copied' }));
    expect(await navigator.clipboard.readText()).toBe(FAKE_REVIEW_REQUEST_LINK.link);
  });

  it('says when the link could not be loaded, and tries again', async () => {
    renderLink(true);
    expect(await screen.findByText('The review link could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ReviewRequestLinkViewModel', () => {
  it('loads once, retries after a failure, and reports a copy the browser refused', async () => {
    const client = new FakeContractClient().fail(getReviewRequestLink, 'offline');
    const toasts: { content: string; error?: boolean }[] = [];
    const vm = new ReviewRequestLinkViewModel(client, { show: (toast) => toasts.push(toast) });
    await vm.load();
    await vm.load();
    expect(client.callsTo(getReviewRequestLink)).toHaveLength(1);
    expect(vm.failed).toBe(true);
    expect(vm.svgDownload).toBeNull();
    client.on(getReviewRequestLink, FAKE_REVIEW_REQUEST_LINK);
    await vm.retry();
    expect(vm.failed).toBe(false);
    expect(vm.link).toEqual(FAKE_REVIEW_REQUEST_LINK);
    await vm.copy('x', undefined, { done: 'ok', failed: 'no' });
    await vm.copy('x', () => Promise.reject(new Error('denied')), { done: 'ok', failed: 'no' });
    expect(toasts).toEqual([{ content: 'no', error: true }, { content: 'no', error: true }]);
  });
});

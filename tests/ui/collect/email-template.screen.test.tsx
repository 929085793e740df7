// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getEmailTemplateSetting, previewEmailTemplate, saveEmailTemplateSetting, sendTestEmail } from '../../../src/contracts/collect-emails.contract';
import { type CollectEmailType } from '../../../src/domain/collect/collect-emails';
import { defaultEmailTemplate, type EmailTemplateSetting } from '../../../src/domain/collect/email-templates';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderApp } from '../../support/render-app';

const previewFrame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the e-mail');

function answerTemplates(di: Container) {
  const stored = new Map<CollectEmailType, EmailTemplateSetting>();
  const read = (type: CollectEmailType) => stored.get(type) ?? { ...defaultEmailTemplate(type, 'en'), trigger_event: 'fulfilled' as const };
  return di
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getEmailTemplateSetting, ({ type }) => read(type))
    .on(saveEmailTemplateSetting, ({ type, ...changes }) => {
      const next = { ...read(type), ...changes, trigger_days: Number(changes.trigger_days ?? read(type).trigger_days) } as EmailTemplateSetting;
      stored.set(type, next);
      return next;
    })
    .on(previewEmailTemplate, ({ type, settings }) => ({ subject: `${type}: ${settings.subject}`, html: `<p>${settings.heading}</p>`, text: String(settings.heading) }))
    .on(sendTestEmail, ({ to }) => ({ to: to ?? 'owner@example.com' }));
}

async function open(path: string) {
  let api: FakeContractClient | undefined;
  const app = renderApp(path, { signedIn: true, setup: (di) => (api = answerTemplates(di)) });
  await screen.findByRole('textbox', { name: 'Subject' });
  return { app, api: api!, saveBar: app.di.get<FakeSaveBar>(TOKENS.SaveBar), toaster: app.di.get<FakeToaster>(TOKENS.Toaster), user: userEvent.setup() };
}

describe('the e-mail template screens', () => {
  it('draws the e-mail through the server in a sandboxed frame, again after an edit, at desktop or phone width', async () => {
    const { user } = await open('/collect/review-request/request_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Review request e-mail' })).toBeTruthy();
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>Hi {{customer_name}}, how did we do?</p>'));
    expect(previewFrame().getAttribute('sandbox')).toBe('');
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(heading);
    await user.type(heading, 'Hello there');
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>Hello there</p>'));
    expect(screen.getByTestId('preview-subject').textContent).toBe('request_1: How was your order from {{shop_name}}?');
    expect(previewFrame().style.width).toBe('600px');
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(previewFrame().style.width).toBe('375px');
  });

  it('saves only what changed, with the trigger event, and inserts placeholders into the message', async () => {
    const { api, saveBar, user } = await open('/collect/review-request/request_1');
    const days = screen.getByLabelText('Days after the order');
    await user.clear(days);
    await user.type(days, '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counted from' }), 'delivered');
    await user.click(screen.getByRole('button', { name: 'Insert {{order_number}} into the message' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    const [saved] = api.callsTo(saveEmailTemplateSetting);
    expect(saved).toEqual({ type: 'request_1', trigger_days: 12, trigger_event: 'delivered', body: `${defaultEmailTemplate('request_1', 'en').body} {{order_number}}` });
  });

  it('shows the domain’s trigger time error and an unknown placeholder at their fields, and will not save', async () => {
    const { api, saveBar, user } = await open('/collect/review-request/request_2');
    expect(screen.getByRole('heading', { level: 1, name: 'First reminder' })).toBeTruthy();
    const days = screen.getByLabelText('Days after the request');
    await user.clear(days);
    await user.type(days, '90');
    expect(await screen.findByText('Enter a whole number of days greater than 0 and less than 90.')).toBeTruthy();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Hi {{{{nickname}}');
    expect(await screen.findByText('“nickname” is not a placeholder of this e-mail.')).toBeTruthy();
    act(() => saveBar.clickSave());
    expect(await screen.findByText('A text holds a placeholder this e-mail does not fill.')).toBeTruthy();
    expect(api.callsTo(saveEmailTemplateSetting)).toEqual([]);
  });

  it('sends a test e-mail of the form as it is, and says where it went', async () => {
    const { api, toaster, user } = await open('/collect/photo_video_reminder');
    expect(screen.getByRole('heading', { level: 1, name: 'Photo and video reminder' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Send to' }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    await waitFor(() => expect(toaster.contents).toEqual(['collect-emails:test.sent {"to":"me@example.com"}']));
    expect(api.callsTo(sendTestEmail)[0]).toMatchObject({ type: 'photo_video_reminder', to: 'me@example.com', settings: { subject: 'Add a photo to your review of {{product_name}}' } });
  });

  it('has no trigger days on the update-review e-mail, which is sent at once', async () => {
    await open('/collect/update_review');
    expect(screen.getByRole('heading', { level: 1, name: 'Review update request' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('answers an unknown request type with the not-found page', async () => {
    renderApp('/collect/review-request/request_9', { signedIn: true });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
  it('edits the advocate\'s reward e-mail on /settings/advocate_email: its placeholders, no days to set, back to the referral offer', async () => {
    const { app } = await open('/settings/advocate_email');
    expect(screen.getByRole('heading', { level: 1, name: 'Referral reward e-mail' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send referral reward e-mails' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Insert {{discount_code}} into the message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert {{order_number}} into the message' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe('Your friend ordered: {{discount_value}} off for you at {{shop_name}}');
    expect(app.container.querySelector('a[href="/settings/referral_offer"]')).not.toBeNull();
  });
});

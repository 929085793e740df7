// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getEmailTemplateSetting, previewEmailTemplate } from '../../../src/contracts/collect-emails.contract';
import { getReferralWidgetsSetting, setReferralWidgetsSetting } from '../../../src/contracts/referral-placements.contract';
import { defaultEmailTemplate } from '../../../src/domain/collect/email-templates';
import { DEFAULT_REFERRAL_PLACEMENTS, type ReferralPlacementSettings } from '../../../src/domain/storefront/referral-placements';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderApp } from '../../support/render-app';

describe('the referral invite and placement screens', () => {
  it('edits the invite after a review and the one after an order as collect e-mails, with the invite’s own placeholders', async () => {
    let api: FakeContractClient | undefined;
    renderApp('/settings/referral_email', {
      signedIn: true,
      setup: (di) =>
        (api = di
          .get<FakeContractClient>(TOKENS.ContractClient)
          .on(getEmailTemplateSetting, ({ type }) => ({ ...defaultEmailTemplate(type, 'en'), trigger_event: 'fulfilled' as const }))
          .on(previewEmailTemplate, ({ settings }) => ({ subject: String(settings.subject), html: `<p>${settings.heading}</p>`, text: '' }))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral invite after a review' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send the invite after a review' })).toBeTruthy();
    expect(screen.getByLabelText('Days after the review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert {{share_link}} into the message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert {{friend_reward}} into the message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert {{order_number}} into the message' })).toBeNull();
    expect(api!.callsTo(getEmailTemplateSetting)).toEqual([{ type: 'referral_invite_review' }]);
  });

  it('opens the invite after an order on /settings/referrals_email', async () => {
    renderApp('/settings/referrals_email', {
      signedIn: true,
      setup: (di) =>
        di
          .get<FakeContractClient>(TOKENS.ContractClient)
          .on(getEmailTemplateSetting, ({ type }) => ({ ...defaultEmailTemplate(type, 'en'), trigger_event: 'fulfilled' as const }))
          .on(previewEmailTemplate, () => ({ subject: '', html: '<p></p>', text: '' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral invite after an order' })).toBeTruthy();
    expect(screen.getByLabelText('Days after fulfilment or delivery')).toBeTruthy();
  });

  it('saves the placement switches through the save bar, only the one changed', async () => {
    let stored: ReferralPlacementSettings = DEFAULT_REFERRAL_PLACEMENTS;
    let api: FakeContractClient | undefined;
    const app = renderApp('/settings/referral_widgets', {
      signedIn: true,
      setup: (di) =>
        (api = di
          .get<FakeContractClient>(TOKENS.ContractClient)
          .on(getReferralWidgetsSetting, () => stored)
          .on(setReferralWidgetsSetting, (changes) => (stored = { ...stored, ...changes }))),
    });
    const invite = await screen.findByRole('checkbox', { name: 'Invite e-mail' });
    expect(screen.getByRole('heading', { level: 1, name: 'Referral widgets' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Referral block on the storefront' }).checked).toBe(true);
    await userEvent.setup().click(invite);
    const saveBar = app.di.get<FakeSaveBar>(TOKENS.SaveBar);
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api!.callsTo(setReferralWidgetsSetting)).toEqual([{ invite_email: '2' }]);
    expect(stored.invite_email).toBe('2');
  });
});

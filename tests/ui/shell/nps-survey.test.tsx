// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { dismissNps, submitNps } from '../../../src/contracts/nps.contract';
import { getShopConfigs } from '../../../src/contracts/shop-config.contract';
import { NpsSurvey } from '../../../src/ui/shell/nps-survey';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderSurvey({ embedded = true, flag = '1', language }: { embedded?: boolean; flag?: string; language?: string } = {}) {
  const di = createTestContainer();
  di.get(AppSessionStore).setEmbedded(embedded);
  const client = di.get<FakeContractClient>(TOKENS.ContractClient);
  client.on(getShopConfigs, { is_show_nps: flag }).on(submitNps, { is_show_nps: '0' }).on(dismissNps, { is_show_nps: '0' });
  renderWithProviders(<NpsSurvey />, { container: di, ...(language ? { language } : {}) });
  return client;
}

describe('NpsSurvey', () => {
  it('asks for a score from 0 to 10 as a radio group, sends it with the comment and goes away', async () => {
    const client = renderSurvey();
    const scale = await screen.findByRole('group', { name: 'How likely are you to recommend Starling Reviews to another merchant?' });
    expect(scale.querySelectorAll('input[type="radio"]')).toHaveLength(11);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a score from 0 to 10.')).toBeTruthy();
    expect(client.callsTo(submitNps)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '6' }));
    fireEvent.change(screen.getByLabelText('What could we do better? (optional)'), { target: { value: 'Dark mode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Help us improve Starling Reviews' })).toBeNull());
    expect(client.callsTo(submitNps)).toEqual([{ score: 6, comment: 'Dark mode' }]);
  });

  it('closes for good with Close', async () => {
    const client = renderSurvey();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
    expect(client.callsTo(dismissNps)).toHaveLength(1);
  });

  it('speaks the admin language', async () => {
    renderSurvey({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Helfen Sie uns, Starling Reviews zu verbessern' })).toBeTruthy();
  });

  it('is not shown outside the Shopify admin, nor to a shop not asked', async () => {
    const standalone = renderSurvey({ embedded: false });
    const notAsked = renderSurvey({ flag: '0' });
    await waitFor(() => expect(notAsked.callsTo(getShopConfigs)).toHaveLength(1));
    expect(standalone.callsTo(getShopConfigs)).toEqual([]);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

// @vitest-environment jsdom
import { Button, Page, TextField } from '@shopify/polaris';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsFormFactory } from '../../../src/application/settings/settings-form-factory';
import { SettingsErrorsBanner } from '../../../src/ui/kit/settings-errors-banner';
import { useService } from '../../../src/ui/kit/view-model-context';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

interface ContactSettings {
  store_name: string;
  reply_to: string;
}

/** A settings page made for this test: two required text fields, saved in one request. */
const ContactSettingsPage = observer(function ContactSettingsPage({ onSave }: { onSave: (changes: Partial<ContactSettings>) => void }) {
  const forms = useService(SettingsFormFactory);
  const [form] = useState(() =>
    forms.create<ContactSettings>({
      load: () => Promise.resolve({ store_name: 'Acme', reply_to: 'help@acme.test' }),
      saveRequests: [
        {
          send: (changes) => {
            onSave(changes);
            return Promise.resolve();
          },
        },
      ],
      requiredFields: [
        // Labels that are words the namespace already has, so every language can show them.
        { key: 'store_name', labelKey: 'settings:language.sectionTitle' },
        { key: 'reply_to', labelKey: 'settings:language.label' },
      ],
      // A message every language has: the rule refuses a reply-to without @.
      validate: (values) => (values.reply_to === '' || values.reply_to.includes('@') ? [] : [{ key: 'reply_to', messageKey: 'questions:settings.colorInvalid' }]),
    }),
  );
  useEffect(() => void form.load(), [form]);
  if (!form.values) return null;
  return (
    <Page title="Contact">
      <SettingsErrorsBanner errors={form.errorsBanner} />
      <TextField label="Store name" autoComplete="off" value={form.values.store_name} onChange={(value) => form.set('store_name', value)} />
      <TextField label="Reply-to" autoComplete="off" value={form.values.reply_to} onChange={(value) => form.set('reply_to', value)} />
      <Button onClick={() => void form.save()} disabled={form.isSaveBlocked}>
        Save
      </Button>
    </Page>
  );
});

async function renderPage(language = 'en') {
  const container = createTestContainer();
  const saves: Partial<ContactSettings>[] = [];
  renderWithProviders(<ContactSettingsPage onSave={(changes) => saves.push(changes)} />, { container, language });
  const user = userEvent.setup();
  const storeName = await screen.findByRole('textbox', { name: 'Store name' });
  const replyTo = screen.getByRole('textbox', { name: 'Reply-to' });
  const save = () => act(() => user.click(screen.getByRole('button', { name: 'Save' })));
  return { user, storeName, replyTo, save, saves };
}

describe('SettingsErrorsBanner on a settings page', () => {
  it('appears when Save is pressed with an empty required field, titled with the count, and nothing is sent', async () => {
    const { user, storeName, save, saves } = await renderPage();
    await user.clear(storeName);
    expect(screen.queryByText(/Found/)).toBeNull();
    await save();
    expect(screen.getByText('Found 1 error')).toBeTruthy();
    expect(screen.getByText('Admin language is required')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('lists every empty field with a plural title, shrinks as they are filled and lets the save through at zero', async () => {
    const { user, storeName, replyTo, save, saves } = await renderPage();
    await user.clear(storeName);
    await user.clear(replyTo);
    await save();
    const title = screen.getByText('Found 2 errors');
    const banner = title.closest('.Polaris-Banner') as HTMLElement;
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Admin language is required',
      'Language is required',
    ]);

    await user.type(storeName, 'Acme Outdoors');
    expect(screen.getByText('Found 1 error')).toBeTruthy();
    await user.type(replyTo, 'shop@acme.test');
    expect(screen.queryByText(/Found/)).toBeNull();
    await save();
    expect(saves).toEqual([{ store_name: 'Acme Outdoors', reply_to: 'shop@acme.test' }]);
  });

  it("uses the language's own plural forms", async () => {
    const { user, storeName, replyTo, save } = await renderPage('pl');
    await user.clear(storeName);
    await user.clear(replyTo);
    await save();
    expect(screen.getByText('Znaleziono 2 błędy')).toBeTruthy();
    expect(screen.getByText('Pole Język jest wymagane')).toBeTruthy();
  });

  it('is scrolled into view and focused when a Save is refused, and Save stays off until the problems are fixed', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asked to be shown.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user, storeName, replyTo, save, saves } = await renderPage();
      await user.clear(storeName);
      await user.clear(replyTo);
      await user.type(replyTo, 'help.acme.test');
      await save();
      const banner = screen.getByText('Found 2 errors').closest('[role="alert"]') as HTMLElement;
      expect(document.activeElement).toBe(banner);
      expect(scrolled.some((element) => element.contains(banner))).toBe(true);
      expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Admin language is required',
        'Enter a color as # and six hex digits, such as #1F2937.',
      ]);
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
      await user.type(storeName, 'Acme Outdoors');
      await user.clear(replyTo);
      await user.type(replyTo, 'shop@acme.test');
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull();
      await save();
      expect(saves).toEqual([{ store_name: 'Acme Outdoors', reply_to: 'shop@acme.test' }]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it.each([
    ['en', 'The Free plan shows up to 6 storefront widgets at once: switch another widget off in the widgets list first, or choose a plan without a limit.', 'See plans'],
    ['pl', 'Plan Free pokazuje naraz do 6 widżetów sklepu: najpierw wyłącz inny widżet na liście widżetów albo wybierz plan bez limitu.', 'Zobacz plany'],
  ])("says a plan's limit in %s, with the way to the plans", (language, line, seePlans) => {
    const limit = { plan_limit: 'storefront_widgets', allowed: 6, plan_name: 'Free' } as const;
    renderWithProviders(<SettingsErrorsBanner<ContactSettings> errors={{ count: 1, problems: [{ kind: 'plan', limit }], revision: 1 }} />, {
      container: createTestContainer(),
      language,
    });
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: seePlans }).getAttribute('href')).toBe('/plan?source=navigation');
  });
});


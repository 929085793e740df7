import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { SetGlobalGuideUseCase } from '../../../src/application/settings/set-global-guide.use-case';
import { SettingsForm, type SettingsFormOptions } from '../../../src/application/settings/settings-form';
import { FakeSaveBar } from '../../fakes/fake-save-bar';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';

/** Keys prefixed with the language, so a test sees which language a text was asked in. */
class LanguageTaggedTranslations extends FakeTranslations {
  override translate(key: string): string {
    return `[${this.language}] ${key}`;
  }
}

interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A save request that succeeds after noting what it was sent. */
function record<Item>(sent: Item[], item: Item): Promise<void> {
  sent.push(item);
  return Promise.resolve();
}

interface PageSettings {
  title: string;
  email: string;
  layout: { columns: number; style: string };
  tags: string[];
}

const SAVED: PageSettings = { title: 'Reviews', email: 'shop@example.com', layout: { columns: 3, style: 'grid' }, tags: ['a', 'b'] };

function setup(options: Partial<SettingsFormOptions<PageSettings>> = {}) {
  const saveBar = new FakeSaveBar();
  const toaster = new FakeToaster();
  const translations = new LanguageTaggedTranslations();
  const errorBanner = new ErrorBanner();
  const shopConfig = new FakeShopConfigs();
  const sent: Partial<PageSettings>[] = [];
  const form = new SettingsForm<PageSettings>(
    { saveBar, toaster, translations, errorBanner, setGlobalGuide: new SetGlobalGuideUseCase(shopConfig.answer()) },
    {
      load: () => Promise.resolve(SAVED),
      saveRequests: [{ send: (changes) => record(sent, changes) }],
      ...options,
    },
  );
  return { form, saveBar, toaster, translations, errorBanner, shopConfig, sent };
}

async function loaded(options: Partial<SettingsFormOptions<PageSettings>> = {}) {
  const context = setup(options);
  await context.form.load();
  return context;
}

describe('SettingsForm: saved vs current', () => {
  it('loads the saved values through the page loader, with nothing unsaved and no save bar', async () => {
    const { form, saveBar } = setup();
    expect(form.values).toBeUndefined();
    await form.load();
    expect(form.status).toBe('loaded');
    expect(form.values).toEqual(SAVED);
    expect(form.isDirty).toBe(false);
    expect(saveBar.state).toBeNull();
  });

  it('marks a changed setting unsaved and shows the save bar; reverting removes the mark and hides it', async () => {
    const { form, saveBar } = await loaded();
    form.set('title', 'Our reviews');
    expect(form.isUnsaved('title')).toBe(true);
    expect(form.isDirty).toBe(true);
    expect(saveBar.state).toMatchObject({ saving: false });

    form.set('title', 'Reviews');
    expect(form.isUnsaved('title')).toBe(false);
    expect(form.isDirty).toBe(false);
    expect(saveBar.state).toBeNull();
  });

  it('compares objects by serialized form: same content in another key order is not a change, another array order is', async () => {
    const { form, saveBar } = await loaded();
    form.set('layout', { style: 'grid', columns: 3 });
    expect(form.isDirty).toBe(false);
    expect(saveBar.state).toBeNull();

    form.set('tags', ['b', 'a']);
    expect(form.isUnsaved('tags')).toBe(true);
  });

  it('shows the error banner when the saved values cannot be loaded', async () => {
    const { form, errorBanner } = setup({ load: () => Promise.reject(new ApiError('envelope', 'Shop not found', 1)) });
    await form.load();
    expect(form.status).toBe('failed');
    expect(errorBanner.banner?.subtitle).toBe('Shop not found');
  });
});

describe('SettingsForm: save', () => {
  it('sends the unsaved values, makes them the saved ones, hides the bar and toasts "saved successfully"', async () => {
    const { form, saveBar, toaster, sent, errorBanner } = await loaded();
    form.set('title', 'Our reviews');
    form.set('tags', ['c']);
    expect(await form.save()).toBe(true);
    expect(sent).toEqual([{ title: 'Our reviews', tags: ['c'] }]);
    expect(form.savedValues).toEqual({ ...SAVED, title: 'Our reviews', tags: ['c'] });
    expect(form.isDirty).toBe(false);
    expect(saveBar.state).toBeNull();
    expect(toaster.shown).toEqual([{ content: '[en] settings:form.saved' }]);
    expect(errorBanner.banner).toBeNull();
  });

  it('is started from the save bar, which shows the save in progress', async () => {
    const request = deferred();
    const { form, saveBar } = await loaded({ saveRequests: [{ send: () => request.promise }] });
    form.set('title', 'Our reviews');
    saveBar.clickSave();
    expect(form.saving).toBe(true);
    expect(saveBar.state).toMatchObject({ saving: true });
    request.resolve();
    await expect.poll(() => saveBar.state).toBeNull();
  });

  it('sends each of the page requests only the settings it saves, and skips a request with nothing to send', async () => {
    const calls: [string, Partial<PageSettings>][] = [];
    const { form } = await loaded({
      saveRequests: [
        { keys: ['title', 'email'], send: (changes) => record(calls, ['texts', changes]) },
        { keys: ['layout'], send: (changes) => record(calls, ['layout', changes]) },
        { keys: ['tags'], send: (changes) => record(calls, ['tags', changes]) },
      ],
    });
    form.set('title', 'Our reviews');
    form.set('layout', { columns: 4, style: 'grid' });
    await form.save();
    expect(calls).toEqual([
      ['texts', { title: 'Our reviews' }],
      ['layout', { layout: { columns: 4, style: 'grid' } }],
    ]);
  });

  it('keeps edits made while the save was in flight unsaved, with the save bar still shown', async () => {
    const request = deferred();
    const { form, saveBar } = await loaded({ saveRequests: [{ send: () => request.promise }] });
    form.set('title', 'Our reviews');
    const saving = form.save();
    form.set('email', 'owner@example.com');
    request.resolve();
    await saving;
    expect(form.savedValues?.title).toBe('Our reviews');
    expect(form.isUnsaved('title')).toBe(false);
    expect(form.isUnsaved('email')).toBe(true);
    expect(saveBar.state).toMatchObject({ saving: false });
  });

  it('on a server failure shows the settings-save-error banner (with chat) and keeps the changes unsaved', async () => {
    const { form, saveBar, toaster, errorBanner } = await loaded({
      saveRequests: [{ send: () => Promise.reject(new ApiError('envelope', 'Something broke', 50000, null, 500)) }],
    });
    form.set('title', 'Our reviews');
    expect(await form.save()).toBe(false);
    expect(errorBanner.banner).toMatchObject({
      title: '[en] settings:form.saveError',
      subtitle: 'Something broke',
      tone: 'critical',
      isChat: true,
    });
    expect(form.values?.title).toBe('Our reviews');
    expect(form.isUnsaved('title')).toBe(true);
    expect(saveBar.state).toMatchObject({ saving: false, saveDisabled: false });
    expect(toaster.shown).toEqual([]);
  });

  it('a value the server refuses (422) is listed in the form banner with its count, never offered to chat, and Save stays off until a value changes', async () => {
    const { form, saveBar, errorBanner } = await loaded({
      saveRequests: [{ send: () => Promise.reject(new ApiError('envelope', 'email: must be an e-mail address', 42200, null, 422)) }],
    });
    form.set('email', 'owner(at)example.com');
    expect(await form.save()).toBe(false);
    expect(errorBanner.banner).toBeNull();
    expect(form.errorsBanner).toEqual({ count: 1, problems: [{ kind: 'server', message: 'email: must be an e-mail address' }], revision: 1 });
    expect(form.isUnsaved('email')).toBe(true);
    expect(saveBar.state).toMatchObject({ saving: false, saveDisabled: true });
    form.set('email', 'owner@example.com');
    expect(form.errorsBanner).toBeUndefined();
    expect(saveBar.state).toMatchObject({ saveDisabled: false });
  });

  it("a plan's limit is listed in the form banner with the limit, never as a failure to chat about", async () => {
    const limit = { plan_limit: 'storefront_widgets', allowed: 6, plan_name: 'Free' } as const;
    let refuse = true;
    const { form, errorBanner } = await loaded({
      saveRequests: [
        { send: () => (refuse ? Promise.reject(new ApiError('envelope', 'is_active: the Free plan shows at most 6 storefront widgets at once', 40910, limit, 409)) : Promise.resolve()) },
      ],
    });
    form.set('title', 'Switched on');
    expect(await form.save()).toBe(false);
    expect(errorBanner.banner).toBeNull();
    expect(form.errorsBanner).toEqual({ count: 1, problems: [{ kind: 'plan', limit }], revision: 1 });
    expect(form.isUnsaved('title')).toBe(true);
    // Room may have been made elsewhere: Save stays on, and a save that passes clears the line.
    expect(form.isSaveBlocked).toBe(false);
    refuse = false;
    expect(await form.save()).toBe(true);
    expect(form.errorsBanner).toBeUndefined();
  });

  it('any other conflict is a failed save in the error banner', async () => {
    const { form, errorBanner } = await loaded({
      saveRequests: [{ send: () => Promise.reject(new ApiError('envelope', 'title: taken', 40900, null, 409)) }],
    });
    form.set('title', 'Taken');
    expect(await form.save()).toBe(false);
    expect(form.errorsBanner).toBeUndefined();
    expect(errorBanner.banner).toMatchObject({ title: '[en] settings:form.saveError' });
  });

  it('when one of several requests fails, only its settings stay unsaved', async () => {
    const { form, errorBanner } = await loaded({
      saveRequests: [
        { keys: ['title'], send: () => Promise.resolve() },
        { keys: ['email'], send: () => Promise.reject(new ApiError('network', 'Network Error')) },
      ],
    });
    form.set('title', 'Our reviews');
    form.set('email', 'owner@example.com');
    await form.save();
    expect(form.isUnsaved('title')).toBe(false);
    expect(form.isUnsaved('email')).toBe(true);
    expect(errorBanner.banner).toMatchObject({ title: '[en] settings:form.saveError', isRefresh: true });
  });

  it('sets the global guide ("customise widget clicked") after saving a display or widget page', async () => {
    const { form, shopConfig } = await loaded({ setsGlobalGuide: true });
    form.set('title', 'Our reviews');
    await form.save();
    expect(shopConfig.saves).toEqual([{ clicked_custom_reviews_widget_btn: '1' }]);
  });

  it('leaves the global guide alone on other pages and on a failed save', async () => {
    const other = await loaded();
    other.form.set('title', 'Our reviews');
    await other.form.save();
    expect(other.shopConfig.saves).toEqual([]);

    const failing = await loaded({ setsGlobalGuide: true, saveRequests: [{ send: () => Promise.reject(new Error('boom')) }] });
    failing.form.set('title', 'Our reviews');
    await failing.form.save();
    expect(failing.shopConfig.saves).toEqual([]);
  });

  it('runs the page follow-up before the toast, so a language switch is already in the toast', async () => {
    const context = await loaded({ afterSave: async () => context.translations.changeLanguage('de') });
    context.form.set('title', 'Titel');
    await context.form.save();
    expect(context.toaster.shown).toEqual([{ content: '[de] settings:form.saved' }]);
  });

  it('does nothing when nothing is unsaved', async () => {
    const { form, sent, toaster } = await loaded();
    expect(await form.save()).toBe(false);
    expect(sent).toEqual([]);
    expect(toaster.shown).toEqual([]);
  });
});

describe('SettingsForm: discard and dispose', () => {
  it('discard restores the saved values and hides the save bar', async () => {
    const { form, saveBar } = await loaded();
    form.set('title', 'Our reviews');
    form.set('layout', { columns: 1, style: 'list' });
    saveBar.clickDiscard();
    expect(form.values).toEqual(SAVED);
    expect(form.isDirty).toBe(false);
    expect(saveBar.state).toBeNull();
  });

  it('dispose hides the save bar of a page left with unsaved changes', async () => {
    const { form, saveBar } = await loaded();
    form.set('title', 'Our reviews');
    form.dispose();
    expect(saveBar.state).toBeNull();
  });
});

describe('SettingsForm: required fields and the page rules', () => {
  const required = [
    { key: 'title', labelKey: 'page:title' },
    { key: 'email', labelKey: 'page:email' },
    { key: 'tags', labelKey: 'page:tags' },
  ] as const;

  it('blocks saving while a required field is empty and lists it once Save was pressed', async () => {
    const { form, sent } = await loaded({ requiredFields: required });
    form.set('email', '  ');
    expect(form.errorsBanner).toBeUndefined();
    expect(await form.save()).toBe(false);
    expect(sent).toEqual([]);
    expect(form.errorsBanner).toEqual({ count: 1, problems: [{ kind: 'required', key: 'email', labelKey: 'page:email' }], revision: 1 });
    expect(form.isMissing('email')).toBe(true);
    expect(form.isMissing('title')).toBe(false);
  });

  it('counts every empty field in declaration order, and follows the values as they are filled', async () => {
    const { form, sent } = await loaded({ requiredFields: required });
    form.set('tags', []);
    form.set('email', '');
    form.set('title', '');
    await form.save();
    expect(form.errorsBanner?.count).toBe(3);
    expect(form.errorsBanner?.problems.map((problem) => ('key' in problem ? problem.key : null))).toEqual(['title', 'email', 'tags']);

    form.set('title', 'Reviews again');
    form.set('tags', ['x']);
    expect(form.errorsBanner?.count).toBe(1);
    form.set('email', 'owner@example.com');
    expect(form.errorsBanner).toBeUndefined();
    expect(await form.save()).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('adds the page’s own rules to the count, and keeps Save off while the banner lists any problem', async () => {
    const { form, sent, saveBar, errorBanner } = await loaded({
      requiredFields: required,
      validate: (values) => (values.email.includes('@') ? [] : [{ key: 'email', messageKey: 'page:emailInvalid' }]),
    });
    form.set('title', '');
    form.set('email', 'owner.example.com');
    expect(saveBar.state).toMatchObject({ saveDisabled: false });
    saveBar.clickSave();
    expect(sent).toEqual([]);
    expect(errorBanner.banner).toBeNull();
    expect(form.errorsBanner).toMatchObject({
      count: 2,
      problems: [
        { kind: 'required', key: 'title' },
        { kind: 'invalid', key: 'email', messageKey: 'page:emailInvalid' },
      ],
    });
    expect(saveBar.state).toMatchObject({ saveDisabled: true });
    form.set('title', 'Reviews');
    expect(saveBar.state).toMatchObject({ saveDisabled: true });
    form.set('email', 'owner@example.com');
    expect(saveBar.state).toMatchObject({ saveDisabled: false });
    expect(await form.save()).toBe(true);
    expect(sent).toEqual([{ email: 'owner@example.com' }]);
  });

  it('discard clears the banner and turns Save back on', async () => {
    const { form } = await loaded({ requiredFields: required });
    form.set('title', '');
    await form.save();
    expect(form.isSaveBlocked).toBe(true);
    form.discard();
    expect(form.errorsBanner).toBeUndefined();
    expect(form.isSaveBlocked).toBe(false);
  });
});

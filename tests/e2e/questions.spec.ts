import { expect, test, type APIRequestContext, type Page } from './support/e2e-test';
import { expectAccessible } from './support/e2e-session';

/*
 * Manage Q&A (/qa) on the seeded demo store: filter unanswered, answer a question (a published answer publishes it),
 * and see the tab counts change; in English, German and Japanese. Each test first turns one
 * answered question back into an unanswered, unpublished one through the API, and reads the
 * admin language from the user settings the browser gets (intercepted).
 */

const DEMO_SHOP = 'demo-store.myshopify.com';
const ADMIN = '/api/v1/admin';


interface Words {
  readonly title: string;
  readonly unanswered: string;
  readonly unpublished: string;
  readonly answer: string;
  readonly dialog: string;
  readonly field: string;
  readonly save: string;
  readonly saved: string;
}

const LANGUAGES: readonly { readonly lang: string; readonly pick: number; readonly words: Words }[] = [
  {
    lang: 'en',
    pick: 0,
    words: {
      title: 'Manage Q&A',
      unanswered: 'Unanswered',
      unpublished: 'Unpublished',
      answer: 'Answer',
      dialog: 'Answer question',
      field: 'Your answer',
      save: 'Save answer',
      saved: 'Answer saved',
    },
  },
  {
    lang: 'de',
    pick: 1,
    words: {
      title: 'Fragen & Antworten verwalten',
      unanswered: 'Unbeantwortet',
      unpublished: 'Unveröffentlicht',
      answer: 'Antworten',
      dialog: 'Frage beantworten',
      field: 'Ihre Antwort',
      save: 'Antwort speichern',
      saved: 'Antwort gespeichert',
    },
  },
  {
    lang: 'ja',
    pick: 2,
    words: {
      title: 'Q&Aの管理',
      unanswered: '未回答',
      unpublished: '非公開',
      answer: '回答する',
      dialog: '質問に回答',
      field: 'あなたの回答',
      save: '回答を保存',
      saved: '回答を保存しました',
    },
  },
];

interface QuestionPage {
  readonly list: readonly { readonly id: number; readonly questioner_name: string; readonly answers: readonly { readonly id: number }[] }[];
  readonly counts: { readonly unanswered: number; readonly unpublished: number };
}

async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${ADMIN}/login`, { data: { shop: DEMO_SHOP } });
  return ((await response.json()) as { data: { shop_info: { token: string } } }).data.shop_info.token;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await request.get(`${ADMIN}/${path}`, { headers }) : await request.post(`${ADMIN}/${path}`, { headers, data: body });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  expect(envelope.code, envelope.message).toBe(0);
  return envelope.data;
}

/** The `pick`-th newest answered question (so it stays on the first page of every tab), made unanswered and unpublished again. */
async function prepareQuestion(request: APIRequestContext, pick: number) {
  const token = await demoToken(request);
  const answered = await call<QuestionPage>(request, token, 'GET', 'get_questions?answered=1&sort=asked_at_desc&page_size=100');
  const target = answered.list[pick];
  if (!target) throw new Error('The demo store has too few answered questions.');
  for (const answer of target.answers) await call(request, token, 'POST', 'delete_answer', { answer_id: answer.id });
  await call(request, token, 'POST', 'update_questions', { ids: [target.id], published: false });
  const { counts } = await call<QuestionPage>(request, token, 'GET', 'get_questions?page_size=1');
  return { id: target.id, name: target.questioner_name, counts };
}

async function signIn(page: Page, lang: string): Promise<void> {
  await page.route('**/api/v1/admin/get_user_settings*', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, backend_lang: lang } } });
  });
  await page.goto('/login');
  await page.getByLabel('Store domain').fill(DEMO_SHOP);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/(login|auth)(\?|$)/);
}

/** A tab's count badge shows exactly `count`. */
async function expectTabCount(page: Page, tab: 'unanswered' | 'unpublished', count: number): Promise<void> {
  await expect(page.locator(`#qa-tab-${tab} .Polaris-Badge`)).toHaveText(new RegExp(`(^|\\D)${count}(\\D|$)`));
}

for (const { lang, pick, words } of LANGUAGES) {
  test(`[${lang}] filter unanswered, answer a question (which publishes it), and the counts follow`, async ({ page }) => {
    const question = await prepareQuestion(page.request, pick);
    await signIn(page, lang);
    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expectTabCount(page, 'unanswered', question.counts.unanswered);
    await expectTabCount(page, 'unpublished', question.counts.unpublished);

    await page.locator('#qa-tab-unanswered').click();
    await expect(page).toHaveURL(/\/qa\?answered=2$/);
    const row = page.locator(`tr[id="${question.id}"]`);
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: `${words.answer}: ${question.name}` }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByRole('textbox', { name: words.field }).fill(`Yes <b>${lang}</b>: it fits.`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toBeHidden();
    await expectTabCount(page, 'unanswered', question.counts.unanswered - 1);
    // A published answer publishes its question: the shopper was told it appears once answered.
    await expectTabCount(page, 'unpublished', question.counts.unpublished - 1);

    await page.locator('#qa-tab-unpublished').click();
    await expect(page).toHaveURL(/\/qa\?publishes=2$/);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(row).toBeHidden();

    // The filter lives in the address: back returns to the unanswered tab.
    await page.goBack();
    await expect(page).toHaveURL(/\/qa\?answered=2$/);
    await expect(page.locator('#qa-tab-unanswered')).toHaveAttribute('aria-selected', 'true');
  });
}

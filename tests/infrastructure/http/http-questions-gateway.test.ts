import { describe, expect, it } from 'vitest';
import { type Contract } from '../../../src/contracts/contract';
import {
  answerQuestion,
  deleteAnswer,
  deleteQuestions,
  getQaSettings,
  getQuestions,
  setQaSettings,
  updateQuestions,
} from '../../../src/contracts/questions.contract';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpQuestionsGateway } from '../../../src/infrastructure/http/http-questions-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { type QaSettings } from '../../../src/domain/questions/qa-settings';

const QUESTION = {
  id: 1,
  product_id: 'p1',
  product_title: 'Rain Jacket',
  product_image_url: null,
  questioner_name: 'Ann',
  questioner_email: 'ann@example.com',
  body: 'Waterproof?',
  published: true,
  asked_at: '2025-01-10T10:00:00.000Z',
  answers: [],
};
const COUNTS = { unanswered: 2, unpublished: 5 };
const SETTINGS: QaSettings = { id: 4, is_active: 1, color: '#1F2937' };

/** The gateway over the real contract client, on a fake API that answers every Q&A path. */
function setUp() {
  const api = new FakeApiClient()
    .onGet(getQuestions.path, { list: [QUESTION], total: 1, page: 2, page_size: 20, counts: COUNTS })
    .onPost(answerQuestion.path, QUESTION)
    .onPost(deleteAnswer.path, QUESTION)
    .onPost(updateQuestions.path, { updated: 2, counts: COUNTS })
    .onPost(deleteQuestions.path, { deleted: 1, counts: COUNTS })
    .onGet(getQaSettings.path, SETTINGS)
    .onPost(setQaSettings.path, { ...SETTINGS, is_active: 0 });
  return { api, gateway: new HttpQuestionsGateway(new ApiContractClient(api)) };
}

/** What the server's contract makes of what the adapter sent. */
async function serverReads(contract: Contract, sent: unknown) {
  return (await contract.request()).safeParse(sent);
}

describe('HttpQuestionsGateway', () => {
  it('lists through get_questions, the typed request written as repeated query parameters', async () => {
    const { api, gateway } = setUp();
    const page = await gateway.list({
      product_ids: ['p1', 'p2'],
      publishes: [2],
      answered: [2],
      start_date: '2025-01-02',
      end_date: '2025-02-03',
      keyword: 'ann',
      search_field: 'questioner',
      page: 2,
      page_size: 20,
    });
    expect(page.list[0]?.id).toBe(1);
    const [call] = api.callsTo('GET', '/api/v1/admin/get_questions');
    expect(call?.query).toEqual({
      product_ids: ['p1', 'p2'],
      publishes: ['2'],
      answered: ['2'],
      start_date: '2025-01-02',
      end_date: '2025-02-03',
      keyword: 'ann',
      search_field: 'questioner',
      page: '2',
      page_size: '20',
    });
    expect((await serverReads(getQuestions, call?.query)).success).toBe(true);
  });

  it('adds and edits answers through answer_question, and deletes them through delete_answer', async () => {
    const { api, gateway } = setUp();
    await gateway.answer({ questionId: 1, body: 'Yes', published: false });
    await gateway.answer({ questionId: 1, body: 'No', published: true, answerId: 9 });
    await expect(gateway.deleteAnswer(9)).resolves.toEqual(QUESTION);
    const bodies = api.calls.map((call) => [call.path, call.body]);
    expect(bodies).toEqual([
      ['/api/v1/admin/answer_question', { question_id: 1, body: 'Yes', published: false }],
      ['/api/v1/admin/answer_question', { question_id: 1, body: 'No', published: true, answer_id: 9 }],
      ['/api/v1/admin/delete_answer', { answer_id: 9 }],
    ]);
    for (const [path, body] of bodies) expect((await serverReads(path === deleteAnswer.path ? deleteAnswer : answerQuestion, body)).success).toBe(true);
  });

  it('publishes and deletes questions by id through update_questions and delete_questions', async () => {
    const { api, gateway } = setUp();
    await expect(gateway.setPublished([1, 2], true)).resolves.toEqual({ updated: 2, counts: COUNTS });
    await expect(gateway.remove([3])).resolves.toEqual({ deleted: 1, counts: COUNTS });
    expect(api.callsTo('POST', '/api/v1/admin/update_questions')[0]?.body).toEqual({ ids: [1, 2], published: true });
    expect(api.callsTo('POST', '/api/v1/admin/delete_questions')[0]?.body).toEqual({ ids: [3] });
    expect((await serverReads(updateQuestions, api.calls[0]?.body)).success).toBe(true);
    expect((await serverReads(deleteQuestions, api.calls[1]?.body)).success).toBe(true);
  });

  it('reads the widget settings and saves only the fields given', async () => {
    const { api, gateway } = setUp();
    await expect(gateway.settings()).resolves.toEqual(SETTINGS);
    await expect(gateway.saveSettings({ is_active: 0 })).resolves.toEqual({ ...SETTINGS, is_active: 0 });
    expect(api.callsTo('GET', '/api/v1/admin/get_qa_settings')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/admin/set_qa_settings')[0]?.body).toEqual({ is_active: 0 });
  });
});

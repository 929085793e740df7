import { describe, expect, it } from 'vitest';
import { AnswerQuestionUseCase } from '../../../src/application/questions/answer-question.use-case';
import { ModerateQuestionsUseCase } from '../../../src/application/questions/moderate-questions.use-case';
import { QaSettingsGateway } from '../../../src/application/questions/qa-settings-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';

const COUNTS = { unanswered: 2, unpublished: 5 };

describe('the Q&A use-cases', () => {
  it('publish and delete send the ids and hand back the new counts', async () => {
    const api = new FakeApiClient()
      .onPost('/api/v1/admin/update_questions', { updated: 2, counts: COUNTS })
      .onPost('/api/v1/admin/delete_questions', { deleted: 1, counts: COUNTS });
    const moderation = new ModerateQuestionsUseCase(api);
    await expect(moderation.setPublished([1, 2], true)).resolves.toEqual(COUNTS);
    await expect(moderation.remove([3])).resolves.toEqual(COUNTS);
    expect(api.calls.map((call) => call.body)).toEqual([{ ids: [1, 2], published: true }, { ids: [3] }]);
  });

  it('adds an answer without answer_id and edits one with it', async () => {
    const api = new FakeApiClient().onPost('/api/v1/admin/answer_question', { id: 1 }).onPost('/api/v1/admin/delete_answer', { id: 1 });
    const answers = new AnswerQuestionUseCase(api);
    await answers.save({ questionId: 1, body: 'Yes', published: false });
    await answers.save({ questionId: 1, body: 'No', published: true, answerId: 9 });
    await answers.remove(9);
    expect(api.calls.map((call) => call.body)).toEqual([
      { question_id: 1, body: 'Yes', published: false },
      { question_id: 1, body: 'No', published: true, answer_id: 9 },
      { answer_id: 9 },
    ]);
  });

  it('reads and partly saves the widget settings', async () => {
    const api = new FakeApiClient()
      .onGet('/api/v1/admin/get_qa_settings', { id: 4, is_active: 1, color: '#1F2937' })
      .onPost('/api/v1/admin/set_qa_settings', { id: 4, is_active: 0, color: '#1F2937' });
    const gateway = new QaSettingsGateway(api);
    await expect(gateway.load()).resolves.toEqual({ id: 4, is_active: 1, color: '#1F2937' });
    await gateway.save({ is_active: 0 });
    expect(api.callsTo('POST', '/api/v1/admin/set_qa_settings')[0]?.body).toEqual({ is_active: 0 });
  });
});

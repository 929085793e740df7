import { describe, expect, it } from 'vitest';
import { AnswerQuestionUseCase } from '../../../src/application/questions/answer-question.use-case';
import { LoadQuestionsUseCase } from '../../../src/application/questions/load-questions.use-case';
import { ModerateQuestionsUseCase } from '../../../src/application/questions/moderate-questions.use-case';
import { EMPTY_QUESTION_LIST_STATE } from '../../../src/application/questions/question-list-state';
import { UNANSWERED } from '../../../src/domain/questions/question-filter-codes';
import { FakeQuestionsGateway } from '../../fakes/fake-questions-gateway';
import { question } from '../../ui/questions/question-fixtures';

describe('the Q&A use-cases', () => {
  it('load a state as the get_questions request of the table: questioner search, page and page size', async () => {
    const gateway = new FakeQuestionsGateway([question(1), question(2, { answers: [] }), question(3)]);
    const page = await new LoadQuestionsUseCase(gateway).execute({ ...EMPTY_QUESTION_LIST_STATE, answered: UNANSWERED, keyword: 'asker', page: 1 });
    expect(gateway.callsTo('list')).toEqual([[{ answered: [2], keyword: 'asker', search_field: 'questioner', page: 1, page_size: 20 }]]);
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 20, counts: { unanswered: 3, unpublished: 3 } });
  });

  it('publish and delete send the ids and hand back the new counts', async () => {
    const gateway = new FakeQuestionsGateway([question(1), question(2), question(3)]);
    const moderation = new ModerateQuestionsUseCase(gateway);
    await expect(moderation.setPublished([1, 2], true)).resolves.toEqual({ unanswered: 3, unpublished: 1 });
    await expect(moderation.remove([3])).resolves.toEqual({ unanswered: 2, unpublished: 0 });
    expect(gateway.calls).toEqual([
      { method: 'setPublished', args: [[1, 2], true] },
      { method: 'remove', args: [[3]] },
    ]);
  });

  it('a publish naming a question the shop does not have changes nothing', async () => {
    const gateway = new FakeQuestionsGateway([question(1)]);
    await expect(new ModerateQuestionsUseCase(gateway).setPublished([1, 9], true)).rejects.toThrow('ids: no question 9 in this shop; nothing was changed');
    expect(gateway.questions[0]?.published).toBe(false);
  });

  it('adds an answer without an answer id, edits one with it and deletes it', async () => {
    const gateway = new FakeQuestionsGateway([question(1)]);
    const answers = new AnswerQuestionUseCase(gateway);
    const added = await answers.save({ questionId: 1, body: 'Yes', published: false });
    const answerId = added.answers[0]!.id;
    const edited = await answers.save({ questionId: 1, body: 'No', published: true, answerId });
    expect(edited.answers).toEqual([expect.objectContaining({ id: answerId, body: 'No', published: true })]);
    expect((await answers.remove(answerId)).answers).toEqual([]);
    expect(gateway.calls.map((call) => call.args)).toEqual([
      [{ questionId: 1, body: 'Yes', published: false }],
      [{ questionId: 1, body: 'No', published: true, answerId }],
      [answerId],
    ]);
  });
});

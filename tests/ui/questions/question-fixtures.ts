import { getQuestions } from '../../../src/contracts/questions.contract';
import { type QuestionItem, type QuestionPage } from '../../../src/domain/questions/question-item';

export function question(id: number, changes: Partial<QuestionItem> = {}): QuestionItem {
  return {
    id,
    product_id: `gid://shopify/Product/${id}`,
    product_title: `Product ${id}`,
    product_image_url: null,
    questioner_name: `Asker ${id}`,
    questioner_email: `asker${id}@example.com`,
    body: `Question ${id}?`,
    published: false,
    asked_at: '2025-01-10T10:00:00.000Z',
    answers: [],
    ...changes,
  };
}

export function page(list: readonly QuestionItem[], changes: Partial<QuestionPage> = {}): QuestionPage {
  return { list, total: list.length, page: 1, page_size: 20, counts: { unanswered: 3, unpublished: 4 }, ...changes };
}

/** get_questions' path, for tests that answer by path through the FakeApiClient. */
export const GET_QUESTIONS = getQuestions.path;

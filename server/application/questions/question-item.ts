import { type QuestionItem } from '../../../src/domain/questions/question-item';
import { type StoredQuestion } from './question-repository.port';


export function toQuestionItem(question: StoredQuestion): QuestionItem {
  return {
    id: question.id,
    product_id: question.productId,
    product_title: question.productTitle ?? '',
    product_image_url: question.productImageUrl,
    questioner_name: question.questionerName,
    questioner_email: question.questionerEmail,
    body: question.body,
    published: question.published,
    asked_at: question.askedAt.toISOString(),
    answers: question.answers.map((answer) => ({
      id: answer.id,
      author_name: answer.authorName,
      body: answer.body,
      published: answer.published,
      answered_at: answer.answeredAt.toISOString(),
    })),
  };
}

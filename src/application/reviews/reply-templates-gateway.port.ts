import { type ReplyTemplatesAnswer } from '../../contracts/collect-manage.contract';
import { type ReplyTemplate } from '../../domain/reviews/reply-templates';

/** The shop's reply templates (docs/product/collect-manage.md#reply-templates). A refused save rejects with an ApiError naming the field. */
export interface ReplyTemplatesGateway {
  templates(): Promise<ReplyTemplatesAnswer>;
  /** Replaces the whole list. */
  saveTemplates(templates: readonly ReplyTemplate[]): Promise<ReplyTemplatesAnswer>;
}

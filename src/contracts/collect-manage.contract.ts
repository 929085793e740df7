import { type ReviewHandlingSettings } from '../domain/collect/review-handling';
import { type ReplyTemplate } from '../domain/reviews/reply-templates';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/**
 * Reply templates (/settings/reply_review) and how collected reviews are handled
 * (/collect/managing_reviews): docs/product/collect-manage.md.
 */

const schema = schemasOf(() => import('./collect-manage.schema'));

export interface ReplyTemplatesAnswer {
  readonly templates: readonly ReplyTemplate[];
  /** The shop's name, for {{shop_name}} in the admin's previews and the reply editor. */
  readonly shop_name: string;
}

/** GET get_reply_templates: the shop's reply templates in their order ([] until saved). */
export const getReplyTemplates = get('/api/v1/admin/get_reply_templates', NO_PARAMS, answer<ReplyTemplatesAnswer>());

/** POST save_reply_templates: the whole list, replacing the stored one; answers it as stored. */
export const saveReplyTemplates = post('/api/v1/admin/save_reply_templates', schema('saveReplyTemplatesRequest'), answer<ReplyTemplatesAnswer>());

export interface ReviewHandlingAnswer extends ReviewHandlingSettings {
  /**
   * The write-review settings' minimum rating for automatic publishing (read only here): above 1
   * the screen warns that it holds reviews by rating, and points to where it is changed.
   */
  readonly auto_publish_min_rating: number;
}

/** GET get_managing_reviews_setting: each field its default until saved. */
export const getReviewHandling = get('/api/v1/admin/get_managing_reviews_setting', NO_PARAMS, answer<ReviewHandlingAnswer>());

/** POST save_managing_reviews_setting: a partial save; answers the whole object. */
export const saveReviewHandling = post('/api/v1/admin/save_managing_reviews_setting', schema('saveReviewHandlingRequest'), answer<ReviewHandlingAnswer>());

import {
  deleteReviewReply,
  deleteReviews,
  exportReviews,
  getBulkJob,
  getReplyTemplate,
  getReview,
  getReviewFacets,
  getReviews,
  replyReview,
  updateReviews,
} from '../../src/contracts/reviews.contract';
import { getShopConfigs } from '../../src/contracts/shop-config.contract';

/** The reviews endpoints' paths, from their contracts: for tests that answer by path through the FakeApiClient. */
export const REVIEW_API = {
  list: getReviews.path,
  facets: getReviewFacets.path,
  one: getReview.path,
  update: updateReviews.path,
  remove: deleteReviews.path,
  job: getBulkJob.path,
  reply: replyReview.path,
  deleteReply: deleteReviewReply.path,
  replyTemplate: getReplyTemplate.path,
  exportCsv: exportReviews.path,
  shopConfigs: getShopConfigs.path,
} as const;

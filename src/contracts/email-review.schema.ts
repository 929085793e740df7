import { z } from 'zod';
import { many, one, recordId } from './fields';
import { REVIEW_PHOTOS_MAX, REVIEW_VIDEOS_MAX } from './storefront.schema';

/** The request schemas of email-review.contract.ts. */

/** A compact JWT: three base64url parts. Checked for its shape here, for its signature by the server. */
const token = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be the link from your e-mail').max(2000, 'must be the link from your e-mail');
const uploadKey = z.string().regex(/^[A-Za-z0-9/_.-]{1,200}$/, 'must be an upload key');

export const emailReviewTokenRequest = z.object({ token: one(token) });

export { uploadFileRequest as emailReviewUploadRequest } from './uploads.schema';

export const attachEmailReviewMediaRequest = z.strictObject({
  token,
  photos: many(uploadKey, { max: REVIEW_PHOTOS_MAX, what: 'photos' }).optional().default([]),
  videos: many(uploadKey, { max: REVIEW_VIDEOS_MAX, what: 'video' }).optional().default([]),
});

export const reviewPhotoLinkRequest = z.object({ id: one(recordId) });

import { sql, type SQL } from 'drizzle-orm';
import { type FlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { type QuestionWebhookEvent, type ReviewWebhookEvent } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type OutgoingEventQueue } from '../../application/shared/outgoing-events.port';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { anyOf } from './sql-conditions';

/** A review as a delivery's body carries it (docs/api/webhooks.md#review). */
const REVIEW_JSON = sql.raw(`json_build_object(
  'id', r.id, 'product_id', r.product_id, 'order_id', r.order_id, 'rating', r.rating, 'title', r.title, 'body', r.body,
  'author_name', r.author_name, 'author_email', r.author_email, 'source', r.source, 'verified', r.verified,
  'published', r.published, 'featured', r.featured, 'photo_count', r.photo_count, 'video_count', r.video_count,
  'reply', case when r.reply_body is null then null else json_build_object('body', r.reply_body, 'published', r.reply_published, 'replied_at', r.replied_at) end,
  'commented_at', r.commented_at)`);

/** A question with its published answers, oldest first (docs/api/webhooks.md#question). */
const QUESTION_JSON = sql.raw(`json_build_object(
  'id', q.id, 'product_id', q.product_id, 'questioner_name', q.questioner_name, 'questioner_email', q.questioner_email,
  'body', q.body, 'published', q.published, 'asked_at', q.asked_at,
  'answers', coalesce((select json_agg(json_build_object('id', a.id, 'author_name', a.author_name, 'body', a.body, 'answered_at', a.answered_at) order by a.answered_at, a.id)
    from answers a where a.shop_id = q.shop_id and a.question_id = q.id and a.published), '[]'::json))`);

/**
 * Queues deliveries with one INSERT … SELECT in the caller's transaction: a row per enabled
 * endpoint taking the event and per subject, its body built from the subject's row as the
 * transaction sees it now.
 */
export class DrizzleOutgoingEventQueue implements OutgoingEventQueue {
  constructor(private readonly db: AppDatabase) {}

  async queueReviewEvent(shop: AuthenticatedShop, event: ReviewWebhookEvent, reviewIds: readonly number[], at: Date): Promise<void> {
    await this.queue(shop, event, at, reviewIds, { table: sql.raw('reviews r'), alias: sql.raw('r'), kind: 'review', json: REVIEW_JSON });
  }

  async queueQuestionEvent(shop: AuthenticatedShop, event: QuestionWebhookEvent, questionIds: readonly number[], at: Date): Promise<void> {
    await this.queue(shop, event, at, questionIds, { table: sql.raw('questions q'), alias: sql.raw('q'), kind: 'question', json: QUESTION_JSON });
  }

  /** One flow_triggers row per review of the shop (still unpublished, when asked), due at once. */
  async queueFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, reviewIds: readonly number[], at: Date, options: { readonly unpublishedOnly?: boolean } = {}): Promise<void> {
    if (reviewIds.length === 0) return;
    const atText = at.toISOString();
    const unpublished = options.unpublishedOnly ? sql`and not r.published` : sql``;
    await this.db.execute(sql`
      insert into flow_triggers (shop_id, handle, review_id, next_attempt_at, created_at)
      select r.shop_id, ${trigger}, r.id, ${atText}::timestamptz, ${atText}::timestamptz
      from reviews r
      where r.shop_id = ${shop.id} and r.id = any(${`{${reviewIds.join(',')}}`}::bigint[]) ${unpublished}
      order by r.id`);
  }

  private async queue(
    shop: AuthenticatedShop,
    event: string,
    at: Date,
    ids: readonly number[],
    subject: { readonly table: SQL; readonly alias: SQL; readonly kind: 'review' | 'question'; readonly json: SQL },
  ): Promise<void> {
    if (ids.length === 0) return;
    const { alias } = subject;
    const atText = at.toISOString();
    await this.db.execute(sql`
      insert into outgoing_webhook_deliveries (shop_id, endpoint_id, delivery_id, event, subject, body, next_attempt_at, created_at)
      select e.shop_id, e.id, gen_random_uuid()::text, ${event}, ${`${subject.kind}:`} || ${alias}.id,
        json_build_object('event', ${event}::text, 'created_at', ${atText}::text, 'shop', ${shop.domain}::text, 'data', json_build_object(${subject.kind}::text, ${subject.json}))::text,
        ${atText}::timestamptz, ${atText}::timestamptz
      from outgoing_webhook_endpoints e
      join ${subject.table} on ${alias}.shop_id = e.shop_id and ${alias}.id = any(${`{${ids.join(',')}}`}::bigint[])
      where e.shop_id = ${shop.id} and e.enabled and ${event}::text = any(e.events)
      order by ${alias}.id, e.id`);
  }
}

/** Whose data `redactDeliveryBodies` takes out of the shop's deliveries (customers/redact). */
export interface DeliveryRedaction {
  /** The reviews and questions redacted with it: every delivery about them, whatever its body says. */
  readonly reviewIds: readonly number[];
  readonly questionIds: readonly number[];
  /**
   * A deleted review or question is in no table any more, only in its deliveries' bodies: those are
   * found by the e-mail (lower-cased, as the redaction matches it) and the review's order ids they name.
   */
  readonly email: string | null;
  readonly reviewOrderIds: readonly string[];
  /** What a redacted review or question shows as its author. */
  readonly anonymousName: string;
}

/**
 * Takes a redacted customer out of the delivery bodies, in the redaction's transaction: a review
 * loses its author, e-mail, title, body and media counts, a question who asked it, as their rows
 * do. A waiting delivery is then sent (and a logged one resent) without them; a logged one keeps
 * its row, state and status for the log. Answers how many deliveries it changed.
 */
export async function redactDeliveryBodies(db: AppDatabase, shop: AuthenticatedShop, redaction: DeliveryRedaction): Promise<number> {
  const subjects = [...redaction.reviewIds.map((id) => `review:${id}`), ...redaction.questionIds.map((id) => `question:${id}`)];
  const review = sql`(d.body::jsonb -> 'data' -> 'review')`;
  const question = sql`(d.body::jsonb -> 'data' -> 'question')`;
  const reviewNamesCustomer = anyOf([
    redaction.email === null ? null : sql`lower(${review} ->> 'author_email') = ${redaction.email}`,
    redaction.reviewOrderIds.length === 0 ? null : sql`(${review} ->> 'order_id') in (${sql.join(redaction.reviewOrderIds.map((id) => sql`${id}`), sql`, `)})`,
  ]);
  const questionNamesCustomer = redaction.email === null ? null : sql`lower(${question} ->> 'questioner_email') = ${redaction.email}`;
  // A subject is '<kind>:<id>'; the body is parsed only for deliveries whose review or question is gone.
  const subjectId = sql`split_part(d.subject, ':', 2)::bigint`;
  const matches = anyOf([
    subjects.length === 0 ? null : sql`d.subject in (${sql.join(subjects.map((subject) => sql`${subject}`), sql`, `)})`,
    reviewNamesCustomer === undefined
      ? null
      : sql`(d.subject like 'review:%' and case when exists (select 1 from reviews r where r.shop_id = d.shop_id and r.id = ${subjectId}) then false else ${reviewNamesCustomer} end)`,
    questionNamesCustomer === null
      ? null
      : sql`(d.subject like 'question:%' and case when exists (select 1 from questions q where q.shop_id = d.shop_id and q.id = ${subjectId}) then false else ${questionNamesCustomer} end)`,
  ]);
  if (matches === undefined) return 0;
  const reviewPatch = { author_name: redaction.anonymousName, author_email: '', title: '', body: '', photo_count: 0, video_count: 0 };
  const questionPatch = { questioner_name: redaction.anonymousName, questioner_email: '' };
  const changed = await rowsOf<{ id: string | number }>(
    db.execute(sql`
      update outgoing_webhook_deliveries d
      set body = jsonb_set(d.body::jsonb, array['data', split_part(d.subject, ':', 1)],
        (d.body::jsonb -> 'data' -> split_part(d.subject, ':', 1))
          || (case when d.subject like 'review:%' then ${JSON.stringify(reviewPatch)} else ${JSON.stringify(questionPatch)} end)::jsonb)::text
      where d.shop_id = ${shop.id} and (${matches})
      returning d.id`),
  );
  return changed.length;
}


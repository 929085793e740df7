import { and, asc, eq, max } from 'drizzle-orm';
import {
  ATTRIBUTE_KINDS,
  ATTRIBUTE_SCOPES,
  type AttributeKind,
  type AttributeScope,
  type ReviewAttribute,
  type ReviewAttributeAnswer,
  type ReviewAttributeDefinition,
} from '../../../src/domain/collect/review-attributes';
import { type ReviewAttributeRepository } from '../../application/collect/review-attribute-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { reviewAttributeAnswers, reviewAttributes, shops } from './schema';

type AttributeRow = typeof reviewAttributes.$inferSelect;

const kindOf = (value: string): AttributeKind => (ATTRIBUTE_KINDS as readonly string[]).includes(value) ? (value as AttributeKind) : 'short_text';
const scopeOf = (value: string): AttributeScope => (ATTRIBUTE_SCOPES as readonly string[]).includes(value) ? (value as AttributeScope) : 'all';

function toAttribute(row: AttributeRow): ReviewAttribute {
  return {
    id: row.id,
    position: row.position,
    kind: kindOf(row.kind),
    title: row.title,
    options: row.settings.options ?? [],
    low_label: row.settings.low_label ?? '',
    high_label: row.settings.high_label ?? '',
    required: row.required,
    scope: scopeOf(row.scope),
    resource_ids: row.resourceIds,
    is_active: row.isActive,
  };
}

function columnsOf(definition: ReviewAttributeDefinition) {
  return {
    kind: definition.kind,
    title: definition.title,
    settings: { options: [...definition.options], low_label: definition.low_label, high_label: definition.high_label },
    required: definition.required,
    scope: definition.scope,
    resourceIds: [...definition.resource_ids],
    isActive: definition.is_active,
  };
}

export class DrizzleReviewAttributeRepository implements ReviewAttributeRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(shop: AuthenticatedShop): Promise<ReviewAttribute[]> {
    const rows = await this.db.select().from(reviewAttributes).where(eq(reviewAttributes.shopId, shop.id)).orderBy(asc(reviewAttributes.position), asc(reviewAttributes.id));
    return rows.map(toAttribute);
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ReviewAttribute | null> {
    const [row] = await this.db.select().from(reviewAttributes).where(and(eq(reviewAttributes.shopId, shop.id), eq(reviewAttributes.id, id)));
    return row ? toAttribute(row) : null;
  }

  async holdShopAttributes(shop: AuthenticatedShop): Promise<void> {
    await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
  }

  async insert(shop: AuthenticatedShop, definition: ReviewAttributeDefinition): Promise<ReviewAttribute> {
    const [last] = await this.db.select({ value: max(reviewAttributes.position) }).from(reviewAttributes).where(eq(reviewAttributes.shopId, shop.id));
    const [row] = await this.db
      .insert(reviewAttributes)
      .values({ shopId: shop.id, position: (last?.value ?? -1) + 1, ...columnsOf(definition) })
      .returning();
    return toAttribute(row!);
  }

  async update(shop: AuthenticatedShop, id: number, definition: ReviewAttributeDefinition): Promise<ReviewAttribute | null> {
    const [row] = await this.db
      .update(reviewAttributes)
      .set({ ...columnsOf(definition), updatedAt: new Date() })
      .where(and(eq(reviewAttributes.shopId, shop.id), eq(reviewAttributes.id, id)))
      .returning();
    return row ? toAttribute(row) : null;
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<boolean> {
    const gone = await this.db
      .delete(reviewAttributes)
      .where(and(eq(reviewAttributes.shopId, shop.id), eq(reviewAttributes.id, id)))
      .returning({ id: reviewAttributes.id });
    return gone.length > 0;
  }

  async setOrder(shop: AuthenticatedShop, ids: readonly number[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await this.db.update(reviewAttributes).set({ position }).where(and(eq(reviewAttributes.shopId, shop.id), eq(reviewAttributes.id, id)));
    }
  }

  async insertAnswers(shop: AuthenticatedShop, reviewId: number, answers: readonly ReviewAttributeAnswer[]): Promise<void> {
    if (answers.length === 0) return;
    await this.db.insert(reviewAttributeAnswers).values(
      answers.map((answer, position) => ({ shopId: shop.id, reviewId, attributeId: answer.attribute_id, title: answer.title, kind: answer.kind, value: answer.value, position })),
    );
  }

  async answersOf(shop: AuthenticatedShop, reviewId: number): Promise<ReviewAttributeAnswer[]> {
    const rows = await this.db
      .select()
      .from(reviewAttributeAnswers)
      .where(and(eq(reviewAttributeAnswers.shopId, shop.id), eq(reviewAttributeAnswers.reviewId, reviewId)))
      .orderBy(asc(reviewAttributeAnswers.position));
    return rows.map((row) => ({ attribute_id: row.attributeId, title: row.title, kind: kindOf(row.kind), value: row.value }));
  }
}

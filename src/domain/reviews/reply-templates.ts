/**
 * Reply templates (docs/product/collect-manage.md#reply-templates): answers the merchant writes
 * once on /settings/reply_review and inserts in the reply editor of /reviewList, with
 * {{placeholders}} filled from the review being answered.
 */

export const REPLY_TEMPLATES_MAX = 20;
export const REPLY_TEMPLATE_NAME_MAX_LENGTH = 60;
/** Below the reply's own limit (5,000), so a filled template still leaves room to edit. */
export const REPLY_TEMPLATE_BODY_MAX_LENGTH = 2000;
/** A template's id: made by the admin when the template is created, kept across edits. */
export const REPLY_TEMPLATE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

export interface ReplyTemplate {
  readonly id: string;
  readonly name: string;
  readonly body: string;
}

/** The placeholders a template may use. */
export const REPLY_TEMPLATE_PLACEHOLDERS = ['customer_name', 'product_name', 'shop_name'] as const;
export type ReplyTemplatePlaceholder = (typeof REPLY_TEMPLATE_PLACEHOLDERS)[number];

/**
 * Older names the single starting template (get_reply_template) took: still filled, so a template
 * written with them keeps working. `rating` and `review_title` have no newer name.
 */
export const LEGACY_REPLY_PLACEHOLDERS = ['author_name', 'product_title', 'rating', 'review_title'] as const;

/** What a template is filled from: the review being answered and the shop. */
export interface ReplyTemplateReview {
  readonly author_name: string;
  readonly product_title: string;
  readonly rating: number;
  readonly title: string;
  /** A store review is about the shop: its product name is the shop's name. */
  readonly is_store_review: boolean;
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Each placeholder's value for one review; text is inserted as it is (the renderer escapes it). */
export function replyPlaceholderValues(review: ReplyTemplateReview, shopName: string): Readonly<Record<string, string>> {
  const customer = review.author_name.trim();
  const product = review.is_store_review ? shopName : review.product_title.trim();
  return {
    customer_name: customer,
    product_name: product,
    shop_name: shopName,
    author_name: customer,
    product_title: product,
    rating: String(review.rating),
    review_title: review.title,
  };
}

/**
 * The template's body with every known {{placeholder}} (spaces inside the braces allowed)
 * replaced by its value; an unknown one stays as written, so a typo shows instead of vanishing.
 */
export function fillReplyTemplate(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The placeholders a body uses that no review fills (shown under the field as a warning). */
export function unknownPlaceholders(body: string): readonly string[] {
  const known = new Set<string>([...REPLY_TEMPLATE_PLACEHOLDERS, ...LEGACY_REPLY_PLACEHOLDERS]);
  const unknown = new Set<string>();
  for (const [, name] of body.matchAll(PLACEHOLDER)) if (name !== undefined && !known.has(name)) unknown.add(name);
  return [...unknown];
}

export type ReplyTemplateProblem = 'nameRequired' | 'nameTooLong' | 'nameTaken' | 'bodyRequired' | 'bodyTooLong';

/** What is wrong with one template of the list (the server refuses the same with a 422). */
export function replyTemplateProblems(template: ReplyTemplate, others: readonly ReplyTemplate[]): readonly ReplyTemplateProblem[] {
  const problems: ReplyTemplateProblem[] = [];
  const name = template.name.trim();
  if (name === '') problems.push('nameRequired');
  if (name.length > REPLY_TEMPLATE_NAME_MAX_LENGTH) problems.push('nameTooLong');
  if (name !== '' && others.some((other) => other.id !== template.id && other.name.trim().toLowerCase() === name.toLowerCase())) problems.push('nameTaken');
  if (template.body.trim() === '') problems.push('bodyRequired');
  if (template.body.trim().length > REPLY_TEMPLATE_BODY_MAX_LENGTH) problems.push('bodyTooLong');
  return problems;
}

/** The stored list as the settings take it: well-formed entries only, at most REPLY_TEMPLATES_MAX, ids unique. */
export function readReplyTemplates(stored: unknown): readonly ReplyTemplate[] {
  const list = typeof stored === 'object' && stored !== null ? (stored as { templates?: unknown }).templates : undefined;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const templates: ReplyTemplate[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, body } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !REPLY_TEMPLATE_ID_PATTERN.test(id) || seen.has(id) || typeof name !== 'string' || typeof body !== 'string') continue;
    seen.add(id);
    templates.push({ id, name, body });
    if (templates.length === REPLY_TEMPLATES_MAX) break;
  }
  return templates;
}

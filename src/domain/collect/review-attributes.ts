/**
 * Review attributes: the merchant's own questions on the write-review form ("How does it fit?",
 * "Quality" 1-5, a short answer), shown for every product or only chosen products or collections
 * (docs/product/collect-attributes.md). Pure rules shared by the admin, the server and the
 * storefront script.
 */

export const ATTRIBUTE_KINDS = ['single_choice', 'scale', 'short_text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const ATTRIBUTE_SCOPES = ['all', 'products', 'collections'] as const;
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** A question's title, as the form's label. */
export const ATTRIBUTE_TITLE_MAX_LENGTH = 80;
/** A single choice offers 2 to 6 answers. */
export const ATTRIBUTE_OPTIONS_MIN = 2;
export const ATTRIBUTE_OPTIONS_MAX = 6;
export const ATTRIBUTE_OPTION_MAX_LENGTH = 40;
/** A scale runs 1 to 5; its two end labels ("Poor", "Excellent") are optional. */
export const ATTRIBUTE_SCALE_MIN = 1;
export const ATTRIBUTE_SCALE_MAX = 5;
export const ATTRIBUTE_SCALE_LABEL_MAX_LENGTH = 30;
/** A short answer's length, as the form's field allows it. */
export const ATTRIBUTE_SHORT_TEXT_MAX_LENGTH = 150;
/** Questions one shop keeps: a form stays short enough to be finished. */
export const ATTRIBUTES_PER_SHOP_MAX = 20;
/** Products or collections one question is scoped to. */
export const ATTRIBUTE_SCOPE_IDS_MAX = 100;

/** What the merchant edits. */
export interface ReviewAttributeDefinition {
  readonly kind: AttributeKind;
  readonly title: string;
  /** A single choice's answers, in order; empty for the other kinds. */
  readonly options: readonly string[];
  /** A scale's end labels ('' shows the number only); empty for the other kinds. */
  readonly low_label: string;
  readonly high_label: string;
  readonly required: boolean;
  readonly scope: AttributeScope;
  /** Shopify ids (GIDs) of the products, or of the collections, the question is asked for; empty for `all`. */
  readonly resource_ids: readonly string[];
  readonly is_active: boolean;
}

export interface ReviewAttribute extends ReviewAttributeDefinition {
  readonly id: number;
  /** 0 first; the form asks in this order. */
  readonly position: number;
}

/** A rule broken, naming the field at fault. */
export interface AttributeProblem {
  readonly field: string;
  readonly message: string;
}

const blank = (value: string) => value.trim() === '';

/** The definition as stored: trimmed, the fields its kind does not use emptied, no ids for `all`. */
export function normalizeAttributeDefinition(definition: ReviewAttributeDefinition): ReviewAttributeDefinition {
  return {
    ...definition,
    title: definition.title.trim(),
    options: definition.kind === 'single_choice' ? definition.options.map((option) => option.trim()) : [],
    low_label: definition.kind === 'scale' ? definition.low_label.trim() : '',
    high_label: definition.kind === 'scale' ? definition.high_label.trim() : '',
    resource_ids: definition.scope === 'all' ? [] : [...new Set(definition.resource_ids)],
  };
}

/** The first rule the (normalized) definition breaks, or null. */
export function attributeDefinitionProblem(definition: ReviewAttributeDefinition): AttributeProblem | null {
  if (blank(definition.title)) return { field: 'title', message: 'must not be blank' };
  if (definition.title.length > ATTRIBUTE_TITLE_MAX_LENGTH) return { field: 'title', message: `must be at most ${ATTRIBUTE_TITLE_MAX_LENGTH} characters` };
  if (definition.kind === 'single_choice') {
    const { options } = definition;
    if (options.length < ATTRIBUTE_OPTIONS_MIN || options.length > ATTRIBUTE_OPTIONS_MAX) {
      return { field: 'options', message: `must hold ${ATTRIBUTE_OPTIONS_MIN} to ${ATTRIBUTE_OPTIONS_MAX} answers` };
    }
    if (options.some(blank)) return { field: 'options', message: 'must not hold a blank answer' };
    if (options.some((option) => option.length > ATTRIBUTE_OPTION_MAX_LENGTH)) return { field: 'options', message: `answers must be at most ${ATTRIBUTE_OPTION_MAX_LENGTH} characters` };
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return { field: 'options', message: 'must not hold the same answer twice' };
  }
  for (const field of ['low_label', 'high_label'] as const) {
    if (definition[field].length > ATTRIBUTE_SCALE_LABEL_MAX_LENGTH) return { field, message: `must be at most ${ATTRIBUTE_SCALE_LABEL_MAX_LENGTH} characters` };
  }
  if (definition.scope !== 'all' && definition.resource_ids.length === 0) return { field: 'resource_ids', message: `must name at least one of the ${definition.scope}` };
  if (definition.resource_ids.length > ATTRIBUTE_SCOPE_IDS_MAX) return { field: 'resource_ids', message: `must name at most ${ATTRIBUTE_SCOPE_IDS_MAX}` };
  return null;
}

/** A Shopify GID's number (`gid://shopify/Product/42` → `42`), as Liquid writes `product.id`. */
export function resourceNumber(id: string): string {
  return id.replace(/^.*\//, '');
}

/**
 * Whether the form of this product asks the question, as far as the product's own id tells:
 * `all`, or `products` naming it. A `collections` question is 'maybe': the storefront knows the
 * product's collections, the app proxy does not.
 */
export function attributeAppliesTo(attribute: ReviewAttribute, productNumber: string | undefined): boolean | 'maybe' {
  if (!attribute.is_active || productNumber === undefined) return false;
  if (attribute.scope === 'all') return true;
  if (attribute.scope === 'products') return attribute.resource_ids.some((id) => resourceNumber(id) === productNumber);
  return 'maybe';
}

/** The answer as the form sends it, checked against its question: the value to keep, or why not. */
export function checkAnswer(attribute: ReviewAttribute, raw: string): { readonly value: string } | { readonly problem: string } {
  const value = raw.trim();
  if (attribute.kind === 'single_choice') {
    return attribute.options.includes(value) ? { value } : { problem: `must be one of ${attribute.options.map((option) => JSON.stringify(option)).join(', ')}` };
  }
  if (attribute.kind === 'scale') {
    const number = /^\d$/.test(value) ? Number(value) : NaN;
    return number >= ATTRIBUTE_SCALE_MIN && number <= ATTRIBUTE_SCALE_MAX ? { value } : { problem: `must be a whole number from ${ATTRIBUTE_SCALE_MIN} to ${ATTRIBUTE_SCALE_MAX}` };
  }
  return value.length <= ATTRIBUTE_SHORT_TEXT_MAX_LENGTH ? { value } : { problem: `must be at most ${ATTRIBUTE_SHORT_TEXT_MAX_LENGTH} characters` };
}

/** One kept answer, with the question as it read when the shopper answered. */
export interface ReviewAttributeAnswer {
  readonly attribute_id: number;
  readonly title: string;
  readonly kind: AttributeKind;
  readonly value: string;
}

/** The field an answer is named by in a 422: `attributes.<id>`. */
export const answerField = (attributeId: number | string) => `attributes.${attributeId}`;

/**
 * A review's answers (attribute id → the text sent) against the shop's questions for this product:
 * the answers to keep, in the questions' order, or the first problem. Unknown or inactive
 * questions, and questions of other products, are refused; a required question the form of this
 * product surely asks must be answered; a blank answer to an optional one is no answer.
 */
export function checkAnswers(
  attributes: readonly ReviewAttribute[],
  productNumber: string | undefined,
  sent: Readonly<Record<string, string>>,
): { readonly answers: readonly ReviewAttributeAnswer[] } | { readonly problem: AttributeProblem } {
  const asked = new Map(attributes.filter((attribute) => attributeAppliesTo(attribute, productNumber) !== false).map((attribute) => [String(attribute.id), attribute]));
  for (const id of Object.keys(sent)) if (!asked.has(id)) return { problem: { field: answerField(id), message: 'is not a question of this form' } };
  const answers: ReviewAttributeAnswer[] = [];
  for (const attribute of [...asked.values()].sort((a, b) => a.position - b.position)) {
    const raw = sent[String(attribute.id)] ?? '';
    if (blank(raw)) {
      if (attribute.required && attributeAppliesTo(attribute, productNumber) === true) return { problem: { field: answerField(attribute.id), message: 'is required' } };
      continue;
    }
    const checked = checkAnswer(attribute, raw);
    if ('problem' in checked) return { problem: { field: answerField(attribute.id), message: checked.problem } };
    answers.push({ attribute_id: attribute.id, title: attribute.title, kind: attribute.kind, value: checked.value });
  }
  return { answers };
}

/** What the storefront's form gets for one active question (the `starling.attributes` metafield). */
export interface StorefrontAttribute {
  readonly id: number;
  readonly kind: AttributeKind;
  readonly title: string;
  readonly options: readonly string[];
  readonly low_label: string;
  readonly high_label: string;
  readonly required: boolean;
  readonly scope: AttributeScope;
  /** The products' or collections' numbers, as Liquid's `product.id` and `collection.id` write them. */
  readonly numbers: readonly string[];
}

/** The active questions in order, as the form renders them. */
export function storefrontAttributes(attributes: readonly ReviewAttribute[]): StorefrontAttribute[] {
  return [...attributes]
    .filter((attribute) => attribute.is_active)
    .sort((a, b) => a.position - b.position)
    .map((attribute) => ({
      id: attribute.id,
      kind: attribute.kind,
      title: attribute.title,
      options: attribute.options,
      low_label: attribute.low_label,
      high_label: attribute.high_label,
      required: attribute.required,
      scope: attribute.scope,
      numbers: attribute.resource_ids.map(resourceNumber),
    }));
}

/** A new order of the shop's questions: every id once. Null when `ids` is not a permutation of `current`. */
export function reorderedIds(current: readonly number[], ids: readonly number[]): readonly number[] | null {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return null;
  const known = new Set(current);
  return ids.every((id) => known.has(id)) ? ids : null;
}

/** A new question's starting point in the editor. */
export const NEW_ATTRIBUTE: ReviewAttributeDefinition = {
  kind: 'single_choice',
  title: '',
  options: ['', ''],
  low_label: '',
  high_label: '',
  required: false,
  scope: 'all',
  resource_ids: [],
  is_active: true,
};

import { type PickerResourceType } from './picker-catalog.port';

/**
 * How a sister app sets up the public picker page: JSON in `window.name` (docs/product/errors.md: a malformed
 * window name throws).
 */
export interface PickerPageConfig {
  readonly appId: string;
  readonly type: PickerResourceType;
  readonly action?: string;
  readonly limit?: unknown;
  readonly selectedIds: readonly string[];
  /** The host's origin; events are posted there and nowhere else. */
  readonly origin?: string;
  /** The shop's domain, keying the access-token cache. */
  readonly shop?: string;
  /** The host's admin app token, for a host on another origin that cannot share storage. */
  readonly token?: string;
  readonly status?: string;
}

export type PickerConfigProblem = 'missing' | 'notJson' | 'notObject' | 'invalidField';

/** Why the page cannot start; `key` is the `picker:` message key for the screen. */
export class PickerConfigError extends Error {
  override readonly name = 'PickerConfigError';

  constructor(
    readonly problem: PickerConfigProblem,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get key(): string {
    return `picker:config.${this.problem}`;
  }
}

const TYPES: readonly string[] = ['product', 'collection'];

export function parsePickerPageConfig(windowName: string): PickerPageConfig {
  if (windowName.trim() === '') {
    throw new PickerConfigError('missing', 'Resource picker: window.name is empty; it must hold the picker configuration as JSON.');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(windowName);
  } catch {
    throw new PickerConfigError('notJson', 'Resource picker: window.name is not valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new PickerConfigError('notObject', 'Resource picker: window.name must hold a JSON object.');
  }
  const config = raw as Record<string, unknown>;
  const appId = requiredText(config, 'appId');
  const type = config.type ?? 'product';
  if (typeof type !== 'string' || !TYPES.includes(type)) throw invalid('type', "must be 'product' or 'collection'");
  const selectedIds = config.selectedIds ?? [];
  if (!Array.isArray(selectedIds) || !selectedIds.every((id) => typeof id === 'string' || typeof id === 'number')) {
    throw invalid('selectedIds', 'must be a list of ids');
  }
  return {
    appId,
    type: type as PickerResourceType,
    action: optionalText(config, 'action'),
    limit: config.limit,
    selectedIds: selectedIds.map(String),
    origin: optionalText(config, 'origin'),
    shop: optionalText(config, 'shop'),
    token: optionalText(config, 'token'),
    status: optionalText(config, 'status'),
  };
}

function requiredText(config: Record<string, unknown>, field: string): string {
  const value = config[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, 'is required');
  return value.trim();
}

function optionalText(config: Record<string, unknown>, field: string): string | undefined {
  const value = config[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field, 'must be text');
  return value;
}

function invalid(field: string, problem: string): PickerConfigError {
  return new PickerConfigError('invalidField', `Resource picker: window.name field ${field} ${problem}.`, field);
}

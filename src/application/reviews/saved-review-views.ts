import { inject, injectable } from 'inversify';
import { type AppSession } from '../session/app-session.port';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';

/** A merchant's saved view: a name and the filter as a URL search string (formatReviewFilterSearch). */
export interface SavedReviewView {
  readonly id: string;
  readonly name: string;
  readonly search: string;
}

export const MAX_SAVED_VIEW_NAME_LENGTH = 40;
export const MAX_SAVED_VIEWS = 20;

function isSavedView(value: unknown): value is SavedReviewView {
  const view = value as Partial<SavedReviewView> | null;
  return typeof view?.id === 'string' && typeof view.name === 'string' && typeof view.search === 'string';
}

/**
 * The reviews list's own views, kept in browser storage per shop (`review_views:<shop domain>`,
 * no expiry): they are a convenience of this browser, not shop data the server must hold.
 */
@injectable()
export class SavedReviewViews {
  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
  ) {}

  list(): SavedReviewView[] {
    const stored = this.storage.get<unknown>(this.key());
    return Array.isArray(stored) ? stored.filter(isSavedView) : [];
  }

  /** Adds a view and returns it; the name is trimmed and cut to length, the oldest dropped past the cap. */
  add(name: string, search: string, id: string): SavedReviewView {
    const view: SavedReviewView = { id, name: name.trim().slice(0, MAX_SAVED_VIEW_NAME_LENGTH), search };
    this.write([...this.list(), view].slice(-MAX_SAVED_VIEWS));
    return view;
  }

  remove(id: string): void {
    this.write(this.list().filter((view) => view.id !== id));
  }

  private write(views: readonly SavedReviewView[]): void {
    this.storage.set(this.key(), views);
  }

  private key(): string {
    return `${STORAGE_KEYS.reviewViews}:${this.session.shop?.domain ?? ''}`;
  }
}

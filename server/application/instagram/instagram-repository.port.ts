import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The shop's connected account, its token still encrypted. */
export interface StoredInstagramAccount {
  readonly accountId: string;
  readonly username: string;
  readonly accessTokenCiphertext: string;
  readonly tokenExpiresAt: Date | null;
  readonly connectedAt: Date;
}

export interface InstagramTaggedProductRow {
  readonly id: string;
  readonly title: string;
}

export interface InstagramPostRow {
  readonly id: number;
  readonly mediaId: string;
  readonly caption: string;
  readonly permalink: string;
  readonly imageKey: string;
  readonly postedAt: Date;
  readonly hidden: boolean;
  readonly products: readonly InstagramTaggedProductRow[];
}

export interface NewInstagramPost {
  readonly mediaId: string;
  readonly caption: string;
  readonly permalink: string;
  readonly imageKey: string;
  readonly postedAt: Date;
  readonly importedAt: Date;
}

/** The shop's Instagram account and imported posts (docs/product/instagram.md); every call scoped by the shop. */
export interface InstagramRepository {
  account(shop: AuthenticatedShop): Promise<StoredInstagramAccount | null>;
  /** Connects the account, replacing the one connected before. */
  saveAccount(shop: AuthenticatedShop, account: StoredInstagramAccount): Promise<void>;
  deleteAccount(shop: AuthenticatedShop): Promise<void>;
  /** The imported posts, the newest first. */
  posts(shop: AuthenticatedShop): Promise<readonly InstagramPostRow[]>;
  post(shop: AuthenticatedShop, id: number): Promise<InstagramPostRow | null>;
  importedMediaIds(shop: AuthenticatedShop): Promise<ReadonlySet<string>>;
  /** The new post's id; null when the media was imported meanwhile (nothing is written). */
  addPost(shop: AuthenticatedShop, post: NewInstagramPost): Promise<number | null>;
  /** Replaces the post's products; false when the shop has no such post. */
  setProducts(shop: AuthenticatedShop, id: number, products: readonly InstagramTaggedProductRow[]): Promise<boolean>;
  setHidden(shop: AuthenticatedShop, id: number, hidden: boolean): Promise<boolean>;
  /** Deletes the post; its image's upload key, or null when the shop has no such post. */
  removePost(shop: AuthenticatedShop, id: number): Promise<string | null>;
  /** Deletes every post; their images' upload keys. */
  removeAllPosts(shop: AuthenticatedShop): Promise<readonly string[]>;
  /** Forgets the uploaded files' rows (their bytes are the storage's). */
  forgetUploads(shop: AuthenticatedShop, keys: readonly string[]): Promise<void>;
}

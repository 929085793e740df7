/**
 * The import apps' media upload (docs/product/import-apps.md): a photo or video goes up as the
 * shop's upload policy's form, the policy fetched once and kept until shortly before it expires.
 * The import apps' other calls are plain: their view-models call the ContractClient.
 */
export interface ImportAppsGateway {
  /** Uploads a photo or video through the shop's upload policy; its key. */
  uploadMedia(file: File): Promise<string>;
}

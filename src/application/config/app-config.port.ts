/** How this deployment of the admin is set up; read once at start-up. */
export interface AppConfig {
  /** Base URL of the main API (docs/product/api.md), e.g. '' for same origin. */
  readonly apiBaseUrl: string;
  /** Base URL of the "new API" host (docs/product/api.md). */
  readonly newApiBaseUrl: string;
  /** Base URL of the picker's store API (`/store/v1/*`). */
  readonly storeApiBaseUrl: string;
  /** Changes with every build; busts caches of locale files. */
  readonly buildId: string;
}

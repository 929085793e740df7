/** Where and as whom the server reaches Instagram (INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET, INSTAGRAM_API_URL). */
export interface InstagramConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** Instagram's authorize page's origin (www.instagram.com). */
  readonly authorizeOrigin: string;
  /** The short-lived token's endpoint's origin (api.instagram.com). */
  readonly oauthOrigin: string;
  /** The Graph API's origin (graph.instagram.com): long-lived tokens, profile, media. */
  readonly graphOrigin: string;
}

/** Instagram's own addresses; INSTAGRAM_API_URL replaces all three (the loopback Instagram in tests and development). */
export function instagramConfig(appId: string, appSecret: string, apiUrl?: string): InstagramConfig {
  const single = apiUrl?.replace(/\/+$/, '');
  return {
    appId,
    appSecret,
    authorizeOrigin: single ?? 'https://www.instagram.com',
    oauthOrigin: single ?? 'https://api.instagram.com',
    graphOrigin: single ?? 'https://graph.instagram.com',
  };
}

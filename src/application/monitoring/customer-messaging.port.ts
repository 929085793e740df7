/** The customer-messaging (support chat) tool: page views and opening a chat (docs/product/overview.md, §8). */
export interface CustomerMessaging {
  pageView(path: string): void;
  openChat(message?: string): void;
}

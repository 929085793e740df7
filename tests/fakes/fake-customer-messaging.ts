import { type CustomerMessaging } from '../../src/application/monitoring/customer-messaging.port';

export class FakeCustomerMessaging implements CustomerMessaging {
  readonly pageViews: string[] = [];
  readonly chats: (string | undefined)[] = [];

  pageView(path: string): void {
    this.pageViews.push(path);
  }

  openChat(message?: string): void {
    this.chats.push(message);
  }
}

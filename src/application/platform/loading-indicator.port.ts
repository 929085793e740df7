export interface LoadingIndicator {
  start(): void;
  stop(): void;
}

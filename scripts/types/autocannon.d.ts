/** The part of autocannon 9's API that the bench scripts use (the package ships no types). */
declare module 'autocannon' {
  import { type EventEmitter } from 'node:events';

  export interface AutocannonOptions {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly warmup?: { readonly connections?: number; readonly duration?: number };
  }

  interface AutocannonResult {
    readonly requests: { readonly average: number; readonly total: number };
    readonly latency: { readonly p50: number; readonly p99: number };
    readonly non2xx: number;
    readonly errors: number;
    readonly timeouts: number;
    /** Seconds. */
    readonly duration: number;
  }

  /** Emits 'response' (client, statusCode, bytes, responseTimeMs) for each reply of the measured run. */
  interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {}

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}

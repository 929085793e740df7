export declare const SERVER_HEAP_LIMIT_MB: number;
export declare function serverNodeOptions(existing?: string): string;

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** Moves between the admin's routes (client-side). */
export interface Navigator {
  navigate(to: string, options?: NavigateOptions): void;
  back(): void;
}

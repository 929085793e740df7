/**
 * The admin's dependency injection: what it used of InversifyJS (docs/decisions/0046-first-screen-bundle.md),
 * in a page instead of 22 KiB (gzip) of every first screen, and with the same words, so a class
 * reads as before: `@injectable()`, constructor parameters named by `@inject(TOKEN)` (always
 * written out, so no decorator metadata is read), `@optional()`, and a `Container` whose
 * bindings are `to`, `toSelf`, `toConstantValue`, `toDynamicValue` and `toService`, transient
 * unless `inSingletonScope()`. With `autobind`, a class never bound resolves itself, a fresh
 * instance each time.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor, as a container takes them
export type Newable<T = unknown> = new (...args: any[]) => T;

/** What a binding is found by: a port's token (`TOKENS.X`) or a class. */
export type ServiceIdentifier<T = unknown> = symbol | Newable<T>;

/** What a dynamic value is built with: the container, to resolve what it needs. */
export interface ResolutionContext {
  get<T>(id: ServiceIdentifier<T>): T;
}

interface Parameter {
  id?: ServiceIdentifier;
  optional?: boolean;
}

/** Each constructor's parameters as `@inject` and `@optional` name them, by position. */
const parametersOf = new WeakMap<object, Map<number, Parameter>>();

function parameter(target: object, index: number): Parameter {
  let parameters = parametersOf.get(target);
  if (!parameters) parametersOf.set(target, (parameters = new Map<number, Parameter>()));
  let entry = parameters.get(index);
  if (!entry) parameters.set(index, (entry = {}));
  return entry;
}

/** Marks a class the container builds (documentation: every class with `@inject` parameters can be built). */
export function injectable() {
  return <T extends Newable>(target: T): T => target;
}

/** Names what a constructor parameter is resolved from. */
export function inject(id: ServiceIdentifier) {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    parameter(target, index).id = id;
  };
}

/** A constructor parameter that is `undefined` when nothing is bound to its identifier. */
export function optional() {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    parameter(target, index).optional = true;
  };
}

type Provider =
  | { readonly kind: 'class'; readonly type: Newable }
  | { readonly kind: 'constant'; readonly value: unknown }
  | { readonly kind: 'dynamic'; readonly create: (context: ResolutionContext) => unknown }
  | { readonly kind: 'service'; readonly id: ServiceIdentifier };

interface Binding {
  provider: Provider | null;
  singleton: boolean;
  instance?: { readonly value: unknown };
}

export interface BindingScopeSyntax {
  inSingletonScope(): void;
  inTransientScope(): void;
}

export interface BindingToSyntax<T> {
  to(type: Newable<T>): BindingScopeSyntax;
  toSelf(): BindingScopeSyntax;
  toConstantValue(value: T): void;
  toDynamicValue(create: (context: ResolutionContext) => T): BindingScopeSyntax;
  toService(id: ServiceIdentifier<T>): void;
}

const nameOf = (id: ServiceIdentifier): string => (typeof id === 'symbol' ? (id.description ?? id.toString()) : id.name);

export class Container {
  private readonly bindings = new Map<ServiceIdentifier, Binding[]>();
  /** What is being resolved, to name a cycle instead of overflowing the stack. */
  private readonly resolving: ServiceIdentifier[] = [];
  private readonly context: ResolutionContext = { get: (id) => this.get(id) };

  constructor(private readonly options: { readonly autobind?: boolean } = {}) {}

  bind<T>(id: ServiceIdentifier<T>): BindingToSyntax<T> {
    const binding: Binding = { provider: null, singleton: false };
    this.bindings.set(id, [...(this.bindings.get(id) ?? []), binding]);
    const scope: BindingScopeSyntax = {
      inSingletonScope: () => void (binding.singleton = true),
      inTransientScope: () => void (binding.singleton = false),
    };
    const provide = (provider: Provider): BindingScopeSyntax => {
      binding.provider = provider;
      return scope;
    };
    return {
      to: (type) => provide({ kind: 'class', type }),
      toSelf: () => {
        if (typeof id !== 'function') throw new Error(`toSelf() needs a class, not ${nameOf(id)}.`);
        return provide({ kind: 'class', type: id });
      },
      toConstantValue: (value) => void provide({ kind: 'constant', value }),
      toDynamicValue: (create) => provide({ kind: 'dynamic', create }),
      toService: (service) => void provide({ kind: 'service', id: service }),
    };
  }

  /** Replaces every binding of `id`. */
  rebind<T>(id: ServiceIdentifier<T>): BindingToSyntax<T> {
    this.unbind(id);
    return this.bind(id);
  }

  unbind(id: ServiceIdentifier): void {
    this.bindings.delete(id);
  }

  isBound(id: ServiceIdentifier): boolean {
    return (this.bindings.get(id)?.length ?? 0) > 0;
  }

  get<T>(id: ServiceIdentifier<T>): T {
    if (this.resolving.includes(id)) {
      throw new Error(`Circular dependency: ${[...this.resolving, id].map(nameOf).join(' → ')}.`);
    }
    this.resolving.push(id);
    try {
      return this.resolve(id) as T;
    } finally {
      this.resolving.pop();
    }
  }

  private resolve(id: ServiceIdentifier): unknown {
    const bindings = this.bindings.get(id) ?? [];
    if (bindings.length > 1) throw new Error(`Ambiguous: ${bindings.length} bindings for ${nameOf(id)}.`);
    const [binding] = bindings;
    if (!binding) {
      if (this.options.autobind && typeof id === 'function') return this.construct(id);
      throw new Error(`Nothing is bound to ${nameOf(id)}.`);
    }
    if (binding.instance) return binding.instance.value;
    const { provider } = binding;
    if (!provider) throw new Error(`The binding of ${nameOf(id)} names nothing to resolve it to.`);
    const value = this.provide(provider);
    if (binding.singleton || provider.kind === 'constant') binding.instance = { value };
    return value;
  }

  private provide(provider: Provider): unknown {
    switch (provider.kind) {
      case 'class':
        return this.construct(provider.type);
      case 'constant':
        return provider.value;
      case 'dynamic':
        return provider.create(this.context);
      case 'service':
        return this.get(provider.id);
    }
  }

  private construct<T>(type: Newable<T>): T {
    const parameters = parametersOf.get(type) ?? new Map<number, Parameter>();
    const count = Math.max(type.length, ...[...parameters.keys()].map((index) => index + 1));
    const args = Array.from({ length: count }, (_, index) => {
      const entry = parameters.get(index);
      if (entry?.id === undefined) throw new Error(`${type.name}: constructor parameter ${index} has no @inject(…).`);
      if (entry.optional && !this.canResolve(entry.id)) return undefined;
      return this.get(entry.id);
    });
    return new type(...args);
  }

  private canResolve(id: ServiceIdentifier): boolean {
    return this.isBound(id) || (this.options.autobind === true && typeof id === 'function');
  }
}

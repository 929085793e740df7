import { describe, expect, it } from 'vitest';
import { Container, inject, injectable, optional } from '../../src/application/dependency-injection';

const CLOCK = Symbol('Clock');
const MISSING = Symbol('Missing');

interface Clock {
  now(): number;
}

@injectable()
class Counter {
  count = 0;
}

@injectable()
class Service {
  constructor(
    @inject(CLOCK) readonly clock: Clock,
    @inject(Counter) readonly counter: Counter,
  ) {}
}

@injectable()
class WithOptional {
  constructor(@inject(MISSING) @optional() readonly missing: unknown) {}
}

@injectable()
class Unnamed {
  constructor(readonly clock: Clock) {}
}

@injectable()
class Chicken {
  constructor(@inject(Symbol.for('egg')) readonly egg: unknown) {}
}

const clock: Clock = { now: () => 1 };

describe('the admin container', () => {
  it('builds a class from the identifiers its parameters name, a fresh one each time when autobound', () => {
    const container = new Container({ autobind: true });
    container.bind(CLOCK).toConstantValue(clock);
    const service = container.get(Service);
    expect(service.clock).toBe(clock);
    expect(service.counter).toBeInstanceOf(Counter);
    expect(container.get(Service)).not.toBe(service);
    expect(container.get(Service).counter).not.toBe(service.counter);
  });

  it('keeps one instance of a singleton binding, of a class or of a dynamic value', () => {
    const container = new Container({ autobind: true });
    container.bind(CLOCK).toConstantValue(clock);
    container.bind(Counter).toSelf().inSingletonScope();
    expect(container.get(Service).counter).toBe(container.get(Service).counter);
    let built = 0;
    const VALUE = Symbol('Value');
    container
      .bind(VALUE)
      .toDynamicValue((context) => ({ built: (built += 1), counter: context.get(Counter) }))
      .inSingletonScope();
    expect(container.get(VALUE)).toBe(container.get(VALUE));
    expect(built).toBe(1);
  });

  it('builds a transient dynamic value on every get', () => {
    const container = new Container();
    let built = 0;
    const VALUE = Symbol('Value');
    container.bind(VALUE).toDynamicValue(() => (built += 1));
    expect([container.get(VALUE), container.get(VALUE)]).toEqual([1, 2]);
  });

  it('binds a token to a class, and a token to another binding', () => {
    const container = new Container();
    container.bind(CLOCK).toConstantValue(clock);
    container.bind(Counter).toSelf().inSingletonScope();
    const SERVICE = Symbol('Service');
    const ALIAS = Symbol('Alias');
    container.bind(SERVICE).to(Service).inSingletonScope();
    container.bind(ALIAS).toService(SERVICE);
    expect(container.get(ALIAS)).toBe(container.get(SERVICE));
    expect(container.get<Service>(SERVICE)).toBeInstanceOf(Service);
  });

  it('replaces a binding with rebind and tells what is bound', () => {
    const container = new Container();
    container.bind(CLOCK).toConstantValue(clock);
    const other: Clock = { now: () => 2 };
    container.rebind(CLOCK).toConstantValue(other);
    expect(container.get(CLOCK)).toBe(other);
    expect(container.isBound(CLOCK)).toBe(true);
    container.unbind(CLOCK);
    expect(container.isBound(CLOCK)).toBe(false);
  });

  it('gives undefined for an optional parameter nothing is bound to', () => {
    expect(new Container({ autobind: true }).get(WithOptional).missing).toBeUndefined();
    const container = new Container({ autobind: true });
    container.bind(MISSING).toConstantValue('here');
    expect(container.get(WithOptional).missing).toBe('here');
  });

  it('fails on what it cannot build: an unbound token, two bindings, an unnamed parameter, a cycle, a class without autobind', () => {
    expect(() => new Container().get(CLOCK)).toThrow('Nothing is bound to Clock');
    const twice = new Container();
    twice.bind(CLOCK).toConstantValue(clock);
    twice.bind(CLOCK).toConstantValue(clock);
    expect(() => twice.get(CLOCK)).toThrow('Ambiguous');
    expect(() => new Container({ autobind: true }).get(Unnamed)).toThrow('Unnamed: constructor parameter 0 has no @inject');
    const cyclic = new Container({ autobind: true });
    cyclic.bind(Symbol.for('egg')).toDynamicValue((context) => context.get(Chicken));
    expect(() => cyclic.get(Chicken)).toThrow('Circular dependency: Chicken → egg → Chicken');
    expect(() => new Container().get(Counter)).toThrow('Nothing is bound to Counter');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PostMessagePickerEvents, type PickerWindow } from '../../../src/infrastructure/picker/post-message-picker-events';

const OWN_ORIGIN = 'https://reviews.example';
const HOST_ORIGIN = 'https://qa.example';

function setup(framing: 'iframe' | 'popup' | 'top' = 'iframe') {
  const host = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const self = {
    name: '{"appId":"starling-qa"}',
    location: { origin: OWN_ORIGIN },
    opener: framing === 'popup' ? host : null,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    parent: null as unknown,
  };
  self.parent = framing === 'iframe' ? host : self;
  const events = new PostMessagePickerEvents(self as unknown as PickerWindow);
  const receive = (data: unknown, origin = HOST_ORIGIN, source: unknown = host) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { events, host, receive, listeners };
}

describe('PostMessagePickerEvents', () => {
  it('reads the page configuration from window.name', () => {
    expect(setup().events.readHostConfig()).toBe('{"appId":"starling-qa"}');
  });

  it.each(['iframe', 'popup'] as const)('posts to the %s host at its configured origin only', (framing) => {
    const { events, host } = setup(framing);
    events.post('ready');
    expect(host.postMessage).not.toHaveBeenCalled();
    expect(events.connect(HOST_ORIGIN)).toBe('connected');
    events.post('select', { selection: [{ id: '1' }] });
    expect(host.postMessage).toHaveBeenCalledWith(
      { source: 'starling-resource-picker', type: 'select', payload: { selection: [{ id: '1' }] } },
      HOST_ORIGIN,
    );
  });

  it("refuses '*' and an insecure origin, and then posts nothing", () => {
    const { events, host } = setup();
    expect(events.connect('*')).toBe('origin-refused');
    expect(events.connect('http://qa.example')).toBe('origin-refused');
    events.post('cancel');
    expect(host.postMessage).not.toHaveBeenCalled();
  });

  it('has nobody to talk to at the top of its own window', () => {
    expect(setup('top').events.connect(HOST_ORIGIN)).toBe('not-framed');
  });

  it('hears host messages from the configured origin and window only', () => {
    const { events, receive, listeners } = setup();
    events.connect(HOST_ORIGIN);
    const heard = vi.fn();
    const unsubscribe = events.subscribe(heard);
    const message = { source: 'starling-resource-picker-host', type: 'token', payload: { token: 't' } };
    receive(message, 'https://evil.example');
    receive(message, HOST_ORIGIN, {});
    receive({ ...message, source: 'someone-else' });
    receive('plain text');
    expect(heard).not.toHaveBeenCalled();
    receive(message);
    expect(heard).toHaveBeenCalledWith({ type: 'token', payload: { token: 't' } });
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});

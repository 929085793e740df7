import { describe, expect, it, vi } from 'vitest';
import { fetchLocalesBackend } from '../../../src/infrastructure/i18n/fetch-locales-backend';

type Answer = Response | Error;

/** Reads `de`/`common` through a backend whose fetch gives `answer`; resolves with what the callback got. */
function read(answer: Answer) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  const backend = fetchLocalesBackend({ loadPath: '/locales/{{lng}}/{{ns}}.json', queryStringParams: { v: 'b1' }, fetch });
  return new Promise<{ error: unknown; result: unknown; fetch: typeof fetch }>((resolve) => {
    backend.read('de', 'common', (error, result) => resolve({ error, result, fetch }));
  });
}

describe('the locales backend', () => {
  it('GETs /locales/{language}/{namespace}.json with the build id and reads its JSON', async () => {
    const { error, result, fetch } = await read(new Response('{"hello":"Hallo"}'));
    expect(error).toBeNull();
    expect(result).toEqual({ hello: 'Hallo' });
    expect(fetch).toHaveBeenCalledWith('/locales/de/common.json?v=b1', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it('asks i18next to retry a server error or a failed connection, not a missing file or one that is not JSON', async () => {
    expect(await read(new Response('', { status: 503 }))).toMatchObject({ error: 'failed loading /locales/de/common.json?v=b1; status code: 503', result: true });
    expect(await read(new TypeError('Failed to fetch'))).toMatchObject({ result: true });
    expect(await read(new Response('', { status: 404 }))).toMatchObject({ error: 'failed loading /locales/de/common.json?v=b1; status code: 404', result: false });
    expect(await read(new Response('<html>'))).toMatchObject({ error: 'failed parsing /locales/de/common.json?v=b1 to json', result: false });
  });
});

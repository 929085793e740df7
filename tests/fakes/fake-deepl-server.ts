import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { readBody, sendJson } from './fake-http-io';

/** What one translate request asked for. */
export interface FakeDeepLRequest {
  readonly authorization: string;
  readonly texts: readonly string[];
  readonly targetLang: string;
}

export interface FakeDeepLServer {
  /** The API's origin (the DEEPL_API_URL to configure). */
  readonly url: string;
  readonly authKey: string;
  readonly requests: FakeDeepLRequest[];
  /** Set to answer every request with this status (456: quota exceeded, 500: outage). */
  failWith: number | null;
  close(): Promise<void>;
}

/**
 * DeepL's translate API (POST /v2/translate) on 127.0.0.1, in its wire shape: a key in the
 * `Authorization: DeepL-Auth-Key …` header, `text` and `target_lang` in a JSON body, at most 50
 * texts. It "translates" by tagging each text with the target language (`[DE] Great`) and
 * reports the source language from a marker the test writes first ("de: Toll" is German).
 */
export async function startFakeDeepLServer(authKey = 'fake-deepl-key:fx'): Promise<FakeDeepLServer> {
  const requests: FakeDeepLRequest[] = [];
  const state: { failWith: number | null } = { failWith: null };
  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v2/translate') return sendJson(response, 404, { message: 'Not found' });
      const authorization = request.headers.authorization ?? '';
      if (authorization !== `DeepL-Auth-Key ${authKey}`) return sendJson(response, 403, { message: 'Forbidden' });
      const body = JSON.parse(raw) as { text?: string[]; target_lang?: string };
      const texts = body.text ?? [];
      requests.push({ authorization, texts, targetLang: body.target_lang ?? '' });
      if (state.failWith !== null) return sendJson(response, state.failWith, { message: 'Failure' });
      if (texts.length === 0 || texts.length > 50 || !body.target_lang) return sendJson(response, 400, { message: 'Bad request' });
      const target = body.target_lang;
      return sendJson(response, 200, {
        translations: texts.map((text) => {
          const marked = /^([a-z]{2}): (.*)$/s.exec(text);
          return { detected_source_language: (marked?.[1] ?? 'en').toUpperCase(), text: `[${target}] ${marked?.[2] ?? text}` };
        }),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A worker that keeps one for all its tests exits without closing it.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authKey,
    requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(status: number | null) {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

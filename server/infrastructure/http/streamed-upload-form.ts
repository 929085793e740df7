import { Readable } from 'node:stream';
import { type ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import { invalidInput } from '../../application/shared/app-error';
import { REFUSED_BODY_DRAIN_BYTES, REFUSED_BODY_DRAIN_MS } from './limit-body';

/** The upload form has seven text fields; anything much beyond is not our form. */
const MAX_FIELDS = 20;
/** A policy is about 1 KB of base64; no field of the form comes near this. */
const MAX_FIELD_BYTES = 16 * 1024;

export interface StreamedUpload<Grant> {
  readonly grant: Grant;
  readonly file: { readonly name: string; readonly bytes: Uint8Array };
}

export interface StreamedUploadOptions<Grant> {
  /** The form field that carries the file; it must come after the fields `authorise` reads. */
  readonly fileField: string;
  /** Checks the fields read before the file; rejecting refuses the form before the file is read. */
  readonly authorise: (fields: Readonly<Record<string, string>>) => Promise<Grant>;
  /** The most bytes the grant allows; reading stops as soon as the file is larger. */
  readonly maxBytesOf: (grant: Grant) => number;
  readonly tooLarge: () => Error;
}

/**
 * Reads a multipart upload form as it arrives. The fields before the file part are handed to
 * `authorise` the moment the file part starts, and the file is read only once they pass: a form
 * without a valid credential is refused after its first kilobytes, not after the whole file
 * (docs/product/api.md#uploads). Object-storage forms put the file last, as ours does.
 */
export function readAuthorisedUpload<Grant>(request: Request, options: StreamedUploadOptions<Grant>): Promise<StreamedUpload<Grant>> {
  return new Promise((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 1, parts: MAX_FIELDS + 1 },
      });
    } catch {
      reject(invalidInput('body', 'must be a multipart form'));
      return;
    }
    const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const fields: Record<string, string> = {};
    let upload: StreamedUpload<Grant> | null = null;
    let settled = false;
    // A refused form small enough is read to its end first, so its sender can read the refusal
    // (limit-body.ts); a larger one is cut off at once.
    const declaredBytes = Number(request.headers.get('content-length') ?? Infinity);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      const refusal = error instanceof Error ? error : new Error(String(error));
      if (declaredBytes > REFUSED_BODY_DRAIN_BYTES) {
        body.destroy();
        reject(refusal);
      } else void discardRest(body).then(() => reject(refusal));
    };

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(invalidInput(name, `must be at most ${MAX_FIELD_BYTES} bytes`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, fileName) => {
      if (name !== options.fileField) {
        stream.resume();
        fail(invalidInput(name, 'is not a file field of the upload form'));
        return;
      }
      stream.pause();
      Promise.resolve(fields)
        .then(options.authorise)
        .then((grant) => {
        const maxBytes = options.maxBytesOf(grant);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) fail(options.tooLarge());
          else chunks.push(chunk);
        });
        stream.on('end', () => {
          upload = { grant, file: { name: fileName, bytes: new Uint8Array(Buffer.concat(chunks)) } };
        });
        stream.resume();
      }, fail);
    });
    parser.on('filesLimit', () => fail(invalidInput(options.fileField, 'must be one file')));
    parser.on('fieldsLimit', () => fail(invalidInput('body', `must have at most ${MAX_FIELDS} fields`)));
    parser.on('partsLimit', () => fail(invalidInput('body', `must have at most ${MAX_FIELDS + 1} parts`)));
    parser.on('error', () => fail(invalidInput('body', 'must be a multipart form')));
    parser.on('finish', () => {
      if (settled) return;
      settled = true;
      if (upload) resolve(upload);
      else reject(invalidInput(options.fileField, 'must be one file'));
    });
    body.on('error', fail);
    body.pipe(parser);
  });
}

/** Reads what is left of a body and throws it away; the sender declared it small enough. A stalled one is cut off. */
function discardRest(body: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (body.readableEnded || body.destroyed) return resolve();
    const deadline = setTimeout(() => body.destroy(), REFUSED_BODY_DRAIN_MS);
    const done = () => {
      clearTimeout(deadline);
      resolve();
    };
    body.once('end', done).once('error', done).once('close', done);
    body.resume();
  });
}

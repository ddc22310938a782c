/**
 * A served body with its encodings and validators, each computed once (docs/decisions/0024-offline-docs.md):
 * Brotli and gzip are made from the body on the first request that asks for them and kept, and every
 * encoding has its own strong ETag (a digest of the body plus the coding), as RFC 9110 §8.8.3 asks of
 * representations that differ in their bytes. Compressing once is why this is not @fastify/compress, which
 * compresses every response anew (seconds of CPU for the docs page at Brotli's better qualities), and
 * why the ETag is not @fastify/etag's, which hashes every response and gives the same tag to every encoding.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const CONTENT_CODINGS = ['br', 'gzip', 'identity'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

export interface EncodedBody {
  readonly coding: ContentCoding;
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Brotli quality 5: the docs page (about 3 MB) shrinks to a fifth in about half a second; quality 11 saves
 * another 13 % but takes over ten seconds of CPU, paid again after every regeneration in `npm run dev`.
 */
const BROTLI_QUALITY = 5;
const compressors: Record<Exclude<ContentCoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

export class Precompressed {
  readonly #digest: string;
  readonly #encoded = new Map<ContentCoding, Promise<EncodedBody>>();

  constructor(readonly body: Buffer) {
    this.#digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.#encoded.set('identity', Promise.resolve({ coding: 'identity', body, etag: `"${this.#digest}"` }));
  }

  /** The body in `coding`, compressed on first use (off the event loop, in libuv's thread pool). */
  encoded(coding: ContentCoding): Promise<EncodedBody> {
    let encoded = this.#encoded.get(coding);
    if (encoded === undefined) {
      const compress = compressors[coding as Exclude<ContentCoding, 'identity'>];
      encoded = compress(this.body).then((body) => ({ coding, body, etag: `"${this.#digest}-${coding}"` }));
      this.#encoded.set(coding, encoded);
    }
    return encoded;
  }
}

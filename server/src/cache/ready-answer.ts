import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import vary from 'vary';
import { headerWeights } from '../http/accepts-html.js';
import { matchesEtag, strongEtag } from '../http/etag.js';

const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

/** Below this many bytes an answer travels as it is (as the app's compression middleware decides for the rest). */
export const COMPRESSION_THRESHOLD = 256;
/** Brotli at quality 5, as the app's compression middleware: about 5 % fewer bytes than 4 for the same time. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A kept answer's first compressed form is made at a fast level (most are never asked again: a search's answer, a
 * page of the list); one asked again is compressed anew, off the event loop, at the level the app's compression uses.
 * Not the maximum: a hot answer lives a few seconds and is built again, so brotli 11 (tens of ms of CPU for a page
 * of the list) would be paid every few seconds per hot answer for a few per cent of bytes.
 */
const FAST = { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }, gzip: { level: 1 } };
const KEPT = { br: BROTLI_OPTIONS, gzip: { level: zlib.constants.Z_DEFAULT_COMPRESSION } };

const JSON_TYPE = 'application/json; charset=utf-8';
/** A server-drawn page's type (Express's `res.type('html')`). */
export const HTML_TYPE = 'text/html; charset=utf-8';
/** The headers `sendReady` sets itself, for each request and coding: never kept from a route's answer. */
export const READY_HEADERS = new Set(['cache-control', 'content-type', 'content-encoding', 'content-length', 'etag', 'vary']);
/** The same for everyone and never stale: browsers may keep it, but ask again (with If-None-Match) each time. */
const REVALIDATE = 'no-cache';

/**
 * A public JSON answer (or a server-drawn page, `type` HTML) kept as ready bytes: serialised once, each compressed
 * form made once (on the first request that accepts it), one strong ETag per form, all derived from the hash of the text.
 */
export class ReadyAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private readonly forms = new Map<Coding, { bytes: Buffer; etag: string; best?: boolean }>();

  /** `headers`: what the route itself set on its answer, sent again with every kept copy. */
  constructor(
    text: string,
    readonly headers: ReadonlyArray<readonly [string, number | string | string[]]> = [],
    readonly type = JSON_TYPE,
  ) {
    this.body = Buffer.from(text, 'utf8');
    this.etag = strongEtag(this.body);
    this.forms.set('identity', { bytes: this.body, etag: this.etag });
  }

  /** The body in this coding, with its ETag (`"hash-br"`: another representation of the same JSON). */
  form(coding: Coding): { bytes: Buffer; etag: string } {
    let form = this.forms.get(coding);
    if (!form) {
      const bytes = coding === 'br' ? zlib.brotliCompressSync(this.body, FAST.br) : zlib.gzipSync(this.body, FAST.gzip);
      form = { bytes, etag: this.etagOf(coding) };
      this.forms.set(coding, form);
    } else if (coding !== 'identity' && form.best === undefined) {
      form.best = false; // asked again: worth the kept level, once
      const done = (error: Error | null, bytes: Buffer) => {
        // Kept only when smaller (a higher level can lose a few bytes on a short answer).
        if (!error && bytes.length < form!.bytes.length) this.forms.set(coding, { bytes, etag: form!.etag, best: true });
      };
      if (coding === 'br') zlib.brotliCompress(this.body, KEPT.br, done);
      else zlib.gzip(this.body, KEPT.gzip, done);
    }
    return form;
  }

  /** Whether If-None-Match names this JSON in any of its forms: the client already holds it. */
  isHeldBy(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    return CODINGS.some((coding) => matchesEtag(ifNoneMatch, this.etagOf(coding)));
  }

  etagOf(coding: Coding): string {
    return coding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${coding}"`;
  }
}

const negotiated = new Map<string, Coding>();
const MAX_REMEMBERED_HEADERS = 200;

/** br, then gzip, then the bytes as they are: what Accept-Encoding allows (q=0 refuses a coding). */
function negotiate(acceptEncoding: string): Coding {
  const weights = headerWeights(acceptEncoding);
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** Clients send a handful of different Accept-Encoding headers: each is read once. */
export function codingFor(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  let coding = negotiated.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiate(acceptEncoding);
    if (negotiated.size < MAX_REMEMBERED_HEADERS) negotiated.set(acceptEncoding, coding);
  }
  return coding;
}

/** Sends a ready answer as it is: a 304 when the client holds it already, else the form its Accept-Encoding prefers. */
export function sendReady(req: IncomingMessage, res: ServerResponse, answer: ReadyAnswer): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  vary(res, 'Accept-Encoding');
  res.setHeader('Cache-Control', REVALIDATE);
  const coding = answer.body.length < COMPRESSION_THRESHOLD ? 'identity' : codingFor(req.headers['accept-encoding']);
  if (answer.isHeldBy(req.headers['if-none-match'])) {
    res.setHeader('ETag', answer.etagOf(coding));
    res.statusCode = 304;
    res.end();
    return;
  }
  const { bytes, etag } = answer.form(coding);
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.type);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('ETag', etag);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody, ErrorCode } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { FirstStep } from './first-steps.js';
import type { Logger } from '../libraries/logger.js';
import { redactUrl } from './request-log.js';

/** A body limit of its own for the paths under `prefix` (the payment notifications'). */
export interface PathLimit {
  prefix: string;
  maxBytes: number;
  /** Told of each body refused here for its size (the notifications count theirs). */
  refused?: (req: IncomingMessage) => void;
}

export interface BodyRules {
  paths: PathLimit[];
  /** A JSON or form body anywhere else. */
  maxBytes: number;
  /** A multipart form (pictures, documents): the largest any route takes. */
  multipartMaxBytes: number;
  /** How long a JSON or form body may take to arrive whole, from its headers. */
  bodyTimeoutMs: number;
  /** How long a multipart form may take: a phone uploading pictures on a slow line. */
  uploadTimeoutMs: number;
  logger: Logger;
}

/** How long a refused connection may still deliver bytes (unread) after its answer, before it is cut. */
const LINGER_MS = 1000;

/**
 * Node destroys a closing connection as soon as its answer is flushed; with the client's bytes still arriving, the
 * kernel then resets the connection, and a reset can take the answer with it before the client reads it. Instead the
 * connection is half-closed at once (the client sees the end of the answer) and cut a moment later.
 */
function closeLingering(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

const isMultipart = (req: IncomingMessage) => /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

/**
 * Answers at once and closes the connection, whatever the app does with the request meanwhile: its body is not read
 * further. An answer already under way is cut instead.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: ErrorCode, message: string): void {
  if (res.headersSent) {
    closeLingering(req.socket);
    req.socket.destroySoon();
    return;
  }
  const body: ApiErrorBody = { error: { code, message } };
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', Connection: 'close' });
  closeLingering(req.socket);
  res.end(text);
}

/**
 * Limits every body before its bytes come (issue 33): a Content-Length above the route's limit is answered 413 before
 * the body is read, and the connection closed; a chunked body is cut as soon as it passes the limit; a body that has
 * not arrived whole within its time is answered 408. The body parsers behind keep their own limits.
 */
export function bodyLimits(rules: BodyRules): FirstStep {
  return (req, res) => {
    const declared = req.headers['content-length'];
    if (declared === undefined && req.headers['transfer-encoding'] === undefined) return false;
    const multipart = isMultipart(req);
    const path = rules.paths.find((limit) => req.url?.startsWith(limit.prefix));
    const maxBytes = path?.maxBytes ?? (multipart ? rules.multipartMaxBytes : rules.maxBytes);
    // Express never logs what is refused here: the line says what came, from where, and why it was cut.
    const log = (status: number, why: string) =>
      rules.logger.warn({ status, method: req.method, url: redactUrl(req.url ?? ''), ip: req.socket.remoteAddress, declared, maxBytes }, why);
    const tooLarge = () => {
      path?.refused?.(req);
      log(413, 'Odrzucono zbyt duże żądanie przed odczytaniem jego treści');
      refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);
    };
    if (declared !== undefined) {
      if (Number(declared) > maxBytes) {
        tooLarge();
        return true;
      }
      if (Number(declared) === 0) return false;
    } else countChunks(req, maxBytes, tooLarge);
    const timeoutMs = multipart ? rules.uploadTimeoutMs : rules.bodyTimeoutMs;
    const timer = setTimeout(() => {
      log(408, `Treść żądania nie dotarła w ${timeoutMs} ms: przerwano połączenie`);
      refuse(req, res, 408, 'REQUEST_TIMEOUT', API_MESSAGES.requestTimeout);
    }, timeoutMs);
    const done = () => clearTimeout(timer);
    // Until the body has come, or the answer has gone (a refusal that never read it).
    req.once('end', done);
    res.once('close', done);
    return false;
  };
}

/** Counts a chunked body's bytes as Node hands them to the request, without reading them: past the limit, none more. */
function countChunks(req: IncomingMessage, maxBytes: number, tooLarge: () => void): void {
  let received = 0;
  let cut = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cut) return false;
    if (chunk !== null && chunk !== undefined) received += (chunk as Buffer | string).length;
    if (received > maxBytes) {
      cut = true;
      tooLarge();
      return false;
    }
    return push(chunk, encoding);
  };
}

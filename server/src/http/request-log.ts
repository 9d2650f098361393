import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { FirstStep } from './first-steps.js';
import type { Logger } from '../libraries/logger.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Secrets that travel in URLs (e-mail links, tokens) are cut out before a URL is logged. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:verify-email|aktualnosci\/wypisz|aktualnosci\/potwierdz)\/)[^/?#]+/g, '$1[ukryte]')
    .replace(/([?&](?:token|access_token)=)[^&#]*/g, '$1[ukryte]');
}

/**
 * Every answer carries a request id: the caller's own X-Request-Id when it is a safe one, else a new one.
 * Cheap, so it runs before everything, also where the request log does not (images, kept answers, health).
 */
export const requestId: FirstStep = (req, res) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  req.id = id;
};

/** The request log (pino-http): one line per request it runs on, under the id `requestId` gave it. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => req.id ?? randomUUID(),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}

/** Where the request log does not run: the process's own logger, so errors and the health check still reach the log. */
export function withoutRequestLog(logger: Logger): RequestHandler {
  return (req, _res, next) => {
    req.log = logger;
    next();
  };
}

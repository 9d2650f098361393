import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Secrets that travel in URLs (e-mail links, tokens) are cut out before a URL is logged. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/verify-email\/)[^/?#]+/g, '$1[ukryte]')
    .replace(/([?&](?:token|access_token)=)[^&#]*/g, '$1[ukryte]');
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}

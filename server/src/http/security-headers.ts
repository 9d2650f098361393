import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';
import type { FirstStep } from './first-steps.js';
import helmet, { strictTransportSecurity } from 'helmet';

// Where the donor's browser may be sent with a form: our own pages and the payment providers.
const PAYMENT_FORM_TARGETS = [
  'https://secure.payu.com',
  'https://secure.snd.payu.com',
  'https://secure.przelewy24.pl',
  'https://sandbox.przelewy24.pl',
];

/**
 * Strict-Transport-Security only on an answer that goes out over HTTPS: directly, or behind a proxy that
 * TRUST_PROXY trusts to say so (X-Forwarded-Proto). Over plain HTTP browsers ignore it (RFC 6797 §8.1), and a
 * client-sent X-Forwarded-Proto is believed only from a trusted proxy.
 */
function hstsOverHttps(trustsProxy: TrustsProxy): FirstStep {
  const hsts = headersSetBy(strictTransportSecurity());
  return (req, res) => {
    if (overHttps(req, trustsProxy)) for (const [name, value] of hsts) res.setHeader(name, value);
  };
}

/** Express's `trust proxy fn`: whether the address at this hop (0: the peer) is a proxy TRUST_PROXY names. */
export type TrustsProxy = (address: string | undefined, hop: number) => boolean;

/** Whether the request came over HTTPS, read as Express's `req.secure` reads it (a step runs before Express). */
function overHttps(req: IncomingMessage, trustsProxy: TrustsProxy): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustsProxy(req.socket.remoteAddress, 0)) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]!.trim() === 'https';
}

/** The headers a middleware sets, read once from a stand-in response: they are the same for every request. */
function headersSetBy(middleware: RequestHandler): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {} } as Request, res as unknown as Response, () => {});
  return [...headers];
}

/**
 * A hashed script, style, font or picture is never a document: the document's policies (CSP, framing, opener,
 * agent cluster, XSS filter) do not apply to it, only these (HSTS is added over HTTPS all the same).
 */
const FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);
const STATIC_PREFIXES = ['/assets/'];
/** The built web's hashed assets (pictures keep every header: one may be opened as a page of its own). */
export const isStaticFile = (url: string | undefined) => url !== undefined && STATIC_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Security headers with a CSP the PWA runs under: own scripts (and the inline ones named by their hash sources in
 * `inlineScripts`), workers and manifest only; scripts and frames also from `cardFormSources`, where PayU's JS SDK
 * and its Secure Form come from (issue 40, `payuCardFormSources`). Helmet's, computed once at start (the policy has no
 * per-request part), so every answer gets them for the price of setting them.
 */
export function securityHeaders(publicUrl: string, trustsProxy: TrustsProxy, inlineScripts: string[] = [], cardFormSources: string[] = []): FirstStep[] {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts, ...cardFormSources],
          frameSrc: ["'self'", ...cardFormSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...PAYMENT_FORM_TARGETS],
          upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  const forFiles = headers.filter(([name]) => FILE_HEADERS.has(name.toLowerCase()));
  const setAll: FirstStep = (req, res) => {
    for (const [name, value] of isStaticFile(req.url) ? forFiles : headers) res.setHeader(name, value);
  };
  return [setAll, hstsOverHttps(trustsProxy)];
}

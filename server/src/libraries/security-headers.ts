import helmet from 'helmet';

// Where the donor's browser may be sent with a form: our own pages and the payment providers.
const PAYMENT_FORM_TARGETS = [
  'https://secure.payu.com',
  'https://secure.snd.payu.com',
  'https://secure.przelewy24.pl',
  'https://sandbox.przelewy24.pl',
];

/** Security headers with a CSP the PWA runs under: own scripts, workers and manifest only. */
export function securityHeaders(publicUrl: string) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}

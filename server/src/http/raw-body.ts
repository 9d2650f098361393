import type { IncomingMessage } from 'node:http';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The body exactly as it came, kept only where a signature is checked over it. */
      rawBody?: Buffer;
    }
  }
}

const SIGNED_PATHS = ['/api/payments/notify/'];

/** `verify` hook of the JSON parser: providers sign the bytes they sent, not our re-serialisation. */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  if (SIGNED_PATHS.some((prefix) => req.url?.startsWith(prefix))) (req as Express.Request).rawBody = Buffer.from(buffer);
}

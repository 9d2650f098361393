import { once } from 'node:events';
import type { Response } from 'express';

/**
 * Writes the chunks as they come, waiting whenever the client reads slower than they are made, so only a
 * chunk or two is ever held in memory. Stops early when the client has gone away.
 */
export async function streamChunks(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}

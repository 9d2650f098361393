import type { ServerResponse } from 'node:http';

/**
 * Runs `step` just before the answer's headers go out, however the route sends it (`res.end` without an explicit
 * `writeHead` calls it too): a write's transaction has committed by then, and a read's answer has been computed.
 */
export function beforeHeaders(res: ServerResponse, step: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    step();
    return writeHead(...args);
  }) as typeof res.writeHead;
}

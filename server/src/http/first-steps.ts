import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A cheap, synchronous thing every request gets before Express sees it; true when it has answered the request
 * itself. It works on the plain Node request and answer (Express's additions come later, if at all).
 */
export type FirstStep = (req: IncomingMessage, res: ServerResponse) => boolean | void;

/**
 * The steps every request crosses first, in order, before Express: the first one that answers ends the request
 * there. Express pays for each request it routes (its own request objects, the router's matching, a `next` per
 * layer), so kept answers and pictures in memory cost only their own bytes; any other request goes on to `rest`.
 */
export function firstSteps(
  steps: FirstStep[],
  rest: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    for (const step of steps) if (step(req, res)) return;
    rest(req, res);
  };
}

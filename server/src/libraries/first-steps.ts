import type { Request, RequestHandler, Response } from 'express';

/** A cheap, synchronous thing every request gets before routing; true when it has answered the request itself. */
export type FirstStep = (req: Request, res: Response) => boolean | void;

/**
 * The steps every request crosses first, run as ONE middleware. Express pays for each layer it routes a request
 * through (matching, a `next` closure), and these run on every request — including the kept answers and pictures
 * that one of them may send at once, which is then all the work such a request costs.
 */
export function firstSteps(...steps: FirstStep[]): RequestHandler {
  return (req, res, next) => {
    for (const step of steps) if (step(req, res)) return;
    next();
  };
}

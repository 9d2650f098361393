import type { RouteObject } from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import type { RouteHandle } from './scroll-manager';

/**
 * A route whose screen is its own lazy chunk, asked for in a task of its own: preloading its modules is DOM work,
 * which would otherwise lengthen the router's start (start.tsx).
 */
export const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>, handle?: RouteHandle): RouteObject => ({
  path,
  lazy: () => nextTask().then(load),
  ...(handle ? { handle } : {}),
});

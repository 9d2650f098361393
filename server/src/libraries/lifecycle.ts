import type { Logger } from './logger.js';
import { StorageWatch } from './storage-full.js';

/** Where the process is in its life: once stopping (SIGTERM), health checks send load balancers elsewhere. */
export interface Lifecycle {
  stopping: boolean;
  /** Whether writes are refused for want of disk space (issue 33): `/api/health` says so until one succeeds again. */
  storage: StorageWatch;
}

export const newLifecycle = (logger: Logger): Lifecycle => ({ stopping: false, storage: new StorageWatch(logger) });

/** Where the process is in its life: once stopping (SIGTERM), health checks send load balancers elsewhere. */
export interface Lifecycle {
  stopping: boolean;
}

export const newLifecycle = (): Lifecycle => ({ stopping: false });

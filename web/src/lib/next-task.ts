/** A new task: what follows does not lengthen the one before (a long task holds back a tap on a slow phone). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

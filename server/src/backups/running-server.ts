import fs from 'node:fs';
import path from 'node:path';

// The server leaves its process id in DATA_DIR while it runs, so a restore can refuse to pull the
// database from under it. A file left by a crash names a process that no longer exists.

const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Writes the pid file; the function returned removes it (at a clean shutdown). */
export function markServerRunning(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => {
    if (runningServerPid(dataDir) === process.pid) fs.rmSync(pidFile(dataDir), { force: true });
  };
}

export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

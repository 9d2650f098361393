import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// ARCHITECTURE §9: a throwaway PostgreSQL cluster, started as the postgres user (initdb refuses root).
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () => Boolean(process.env.TEST_PG_URL) || existsSync(path.join(PG_BIN, 'initdb'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function runAsOwner(command: string, args: string[], owner: string | undefined) {
  if (!owner) return execFileSync(command, args, { stdio: 'pipe' });
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', [owner, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

export interface PostgresCluster {
  url: string;
  /** Stops the server (fast: its connections are cut) and keeps its data, so that `resume` brings it back on the same port. */
  halt(): void;
  resume(): void;
  stop(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-pg-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
  if (owner) {
    const uid = Number(execFileSync('id', ['-u', owner]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', owner]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], owner);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300`;
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  let running = false;
  const start = () => {
    runAsOwner(pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start'], owner);
    running = true;
  };
  const halt = () => {
    if (running) runAsOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], owner);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt,
    resume: start,
    stop() {
      try {
        halt();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

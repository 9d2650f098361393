import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Progress } from './sqlite-backup.js';
import { ownerOnlyFile } from '../libraries/owner-only-file.js';

// PostgreSQL is copied by its own tools: `pg_dump --format=custom` (one consistent snapshot, taken while
// the portal runs) and `pg_restore`. Progress counts the tables pg_dump reports as dumped.

interface Run {
  stderr: string;
}

function run(command: string, args: string[], onLine: (line: string) => void = () => {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      lines.forEach(onLine);
    });
    child.on('error', (error) => reject(new Error(`Nie udało się uruchomić ${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve({ stderr });
      else reject(new Error(`${command} zakończył się kodem ${code}:\n${stderr.trim()}`));
    });
  });
}

export async function backupPostgres(url: string, target: string, tables: number, progress: Progress = () => {}): Promise<void> {
  const partial = `${target}.partial`;
  let dumped = 0;
  try {
    ownerOnlyFile(partial); // pg_dump writes over it, keeping its mode
    await run('pg_dump', ['--format=custom', '--no-owner', '--verbose', `--file=${partial}`, `--dbname=${url}`], (line) => {
      if (/dumping contents of table/.test(line)) progress(++dumped, Math.max(tables, dumped));
    });
    await verifyPostgresDump(partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  progress(Math.max(tables, dumped), Math.max(tables, dumped));
  fs.renameSync(partial, target);
}

/** `pg_restore --list` reads the whole archive's table of contents: a truncated or foreign file fails. */
export async function verifyPostgresDump(file: string): Promise<void> {
  const { stderr } = await run('pg_restore', ['--list', file]).catch((error: Error) => {
    throw new Error(`Kopia nie przeszła sprawdzenia: ${error.message}`);
  });
  if (stderr.trim()) throw new Error(`Kopia nie przeszła sprawdzenia: ${stderr.trim()}`);
}

/** Replaces the database's objects with the archive's, in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file]);
}

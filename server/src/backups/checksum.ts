import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

// Every backup has its SHA-256 beside it, `FILE.sha256`, in the format of `sha256sum` (so `sha256sum -c` checks it
// too). A restore compares it before it touches anything: a copy cut short in transfer, or changed by one byte, is
// refused, whatever its own format's checks would let through (pg_restore --list reads a dump cut in half).

export const checksumFileOf = (file: string) => `${file}.sha256`;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes the backup's checksum file beside it. */
export async function writeChecksum(file: string): Promise<void> {
  fs.writeFileSync(checksumFileOf(file), `${await sha256Of(file)}  ${path.basename(file)}\n`);
}

/**
 * Why the backup must not be restored, in one sentence, or undefined when its checksum matches. A backup without its
 * checksum file (taken before there were any) passes only with `withoutChecksum`.
 */
export async function checksumProblem(file: string, withoutChecksum = false): Promise<string | undefined> {
  const checksumFile = checksumFileOf(file);
  if (!fs.existsSync(checksumFile)) {
    if (withoutChecksum) return undefined;
    return `Obok kopii nie ma pliku ${path.basename(checksumFile)} z jej sumą kontrolną, więc nie wiadomo, czy jest cała; jeśli to starsza kopia i masz pewność, że jest pełna, przywróć ją z opcją --without-checksum.`;
  }
  const expected = /^([0-9a-f]{64})\b/i.exec(fs.readFileSync(checksumFile, 'utf8').trim())?.[1]?.toLowerCase();
  if (expected === undefined) return `Plik ${path.basename(checksumFile)} nie zawiera sumy kontrolnej SHA-256, więc kopii nie przywrócono i niczego nie zmieniono.`;
  if ((await sha256Of(file)) !== expected) {
    return 'Suma kontrolna SHA-256 kopii nie zgadza się z zapisaną przy jej wykonaniu (plik jest uszkodzony lub niepełny), więc niczego nie zmieniono.';
  }
  return undefined;
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The password every data directory had before each got its own; such a directory is moved to its own on its next start. */
export const LEGACY_PASSWORD = 'usher-embedded';

/** Where a cluster's password is kept: beside the cluster, readable by its owner alone. */
export function passwordFileOf(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}.password`);
}

/**
 * The cluster's own password, made (random, 32 bytes) the first time it is
 * asked for. The file is written whole or not at all, mode 600, and put back
 * to 600 if someone opened it up.
 */
export function clusterPassword(clusterDir: string, log: (message: string) => void): string {
  const file = passwordFileOf(clusterDir);
  try {
    const stat = fs.statSync(file);
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(file, 0o600);
      log(`${file} was readable by others; it is the owner's alone again (mode 600).`);
    }
    const password = fs.readFileSync(file, 'utf8').trim();
    if (password) return password;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${password}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(draft, file);
  return password;
}

import { readFile, rm } from 'node:fs/promises';
import { openPrivate } from '../shared/privateFiles';

/** A PGlite folder opened by a process that is gone or still running. */
class DataDirInUse extends Error {}

async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
  // A killed process not yet reaped by its parent (a zombie) still answers, but holds nothing.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/^\d+ \(.*\) Z/.test(stat);
}

/**
 * Marks PGlite's folder as opened by this process, in `<folder>.lock` beside it: PGlite takes no
 * lock of its own, and two processes writing one folder corrupt it (a second `npm start`, or a
 * backup while the server runs). A lock left by a process that has died is taken over.
 * Answers the release.
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await openPrivate(lockFile);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && (await alive(holder)))
        throw new DataDirInUse(
          `The database folder ${folder} is in use by process ${holder} (a running Quaybook?). ` +
            `Stop it first: PGlite is opened by one process at a time (if none runs, delete ${lockFile}).`,
        );
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUse(`The database folder ${folder} is being opened by another process.`);
}

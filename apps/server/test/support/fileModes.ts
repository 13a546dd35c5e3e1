import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file's or folder's permission bits, as `ls -l` would show them in octal: '600', '700'. */
export const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

/**
 * The permission bits of every folder and file under `folder` (itself included), grouped:
 * { '700': [folders…], '600': [files…] }, paths relative to `folder`.
 */
export async function modesWithin(folder: string): Promise<Record<string, string[]>> {
  const modes: Record<string, string[]> = {};
  const note = async (file: string) => {
    const mode = await modeOf(file);
    modes[mode] = [...(modes[mode] ?? []), path.relative(folder, file) || '.'];
  };
  const walk = async (at: string) => {
    await note(at);
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const inside = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(inside);
      else await note(inside);
    }
  };
  await walk(folder);
  return modes;
}

/** Runs `work` under a umask that takes nothing away, as a careless service manager may set. */
export async function underOpenUmask<T>(work: () => Promise<T>): Promise<T> {
  const before = process.umask(0);
  try {
    return await work();
  } finally {
    process.umask(before);
  }
}

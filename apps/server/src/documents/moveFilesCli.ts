// `npm run files:move`: the documents of DATA_DIR/files into the object storage FILES_URL names.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { fileStoreOf } from './fileStores';
import { localFileStore } from './localFileStore';
import { moveFiles } from './moveFiles';

const USAGE = `Usage:
  FILES_URL=s3://bucket/prefix npm run files:move [-- --from FOLDER]

Copies every document and photo of the disk store (FOLDER, default DATA_DIR/files) into the
object storage FILES_URL names (with S3_ENDPOINT, S3_REGION and the AWS credentials), and reads
each back to check its SHA-256. Run it again after a stop: files already there are skipped. The
disk store is left as it was; start Quaybook with FILES_URL set once the move is done.
`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, help: { type: 'boolean' } },
  });
  const config = loadConfig();
  if (values.help || !config.objectStorage) {
    process.stdout.write(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const from = localFileStore(values.from ?? config.filesDir);
  const to = fileStoreOf(config);
  say(`Moving the files of ${from.location} into ${to.location}...`);
  const started = performance.now();
  const moved = await moveFiles(from, to, say);
  say(
    `Copied ${moved.copied} files (${(moved.bytes / 1024 / 1024).toFixed(1)} MB), each read back with its SHA-256; ${moved.present} were there already. ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

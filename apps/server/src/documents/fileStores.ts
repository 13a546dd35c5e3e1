import type { Config, ObjectStorageSettings } from '../config';
import type { FileStore } from './fileStore';
import { localFileStore } from './localFileStore';

/**
 * The store in object storage, its SDK loaded on first use: a server keeping its files on disk
 * never loads it.
 */
function lazyObjectStore(settings: ObjectStorageSettings): FileStore {
  let made: Promise<FileStore> | undefined;
  const store = () => {
    made ??= import('./objectFileStore').then(({ objectFileStore, objectStoreClient }) =>
      objectFileStore(objectStoreClient(settings), settings),
    );
    return made;
  };
  return {
    location: `s3://${settings.bucket}/${settings.prefix}`,
    put: async (bytes, extension, claim) => (await store()).put(bytes, extension, claim),
    open: async (key) => (await store()).open(key),
    remove: async (key) => (await store()).remove(key),
    settle: async (claim) => (await store()).settle(claim),
    pending: async () => (await store()).pending(),
    putAt: async (key, bytes) => (await store()).putAt(key, bytes),
    async *keys() {
      yield* (await store()).keys();
    },
  };
}

const stores = new WeakMap<object, FileStore>();

/** The file store the settings choose (FILES_URL): object storage, or else DATA_DIR/files. */
export function fileStoreOf(config: Pick<Config, 'filesDir' | 'objectStorage'>): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.objectStorage
      ? lazyObjectStore(config.objectStorage)
      : localFileStore(config.filesDir);
    stores.set(config, store);
  }
  return store;
}

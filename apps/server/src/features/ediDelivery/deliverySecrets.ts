import type { Deps } from '../../deps';
import { type SecretBox, serverSecretBox } from '../../secrets/secretBox';

const boxes = new WeakMap<object, Promise<SecretBox>>();

/** The server's secret box, made once per database (the key may be read from it). */
export function deliverySecrets(deps: Pick<Deps, 'db' | 'config'>): () => Promise<SecretBox> {
  return () => {
    const known = boxes.get(deps.db);
    if (known) return known;
    const box = serverSecretBox(deps.db, deps.config);
    // A failure (the database away) is tried again at the next use.
    box.catch(() => boxes.delete(deps.db));
    boxes.set(deps.db, box);
    return box;
  };
}

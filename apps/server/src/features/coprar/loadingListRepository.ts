import { isUnLocode, readSizeType } from '@quaybook/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ports } from '../../db/schema';
import { codeRead, isoCodesByCode, portsByName } from '../upload/cells';
import type { RawRow } from '../upload/uploadKind';
import type { ListedPort, ListLookups, LoadingListKey } from './loadingList';

/**
 * The ports the list names, by code or name, with their UN/LOCODE; a port without one cannot be
 * named in a COPRAR and reads as unknown.
 */
async function listedPorts(db: Database, texts: readonly string[]) {
  const ids = await portsByName(db, texts);
  const rows =
    ids.size === 0
      ? []
      : await db
          .select({ id: ports.id, name: ports.name, code: ports.portCode })
          .from(ports)
          .where(inArray(ports.id, [...new Set(ids.values())]));
  const byId = new Map(
    rows
      .filter((row) => row.code && isUnLocode(row.code))
      .map((row) => [row.id, { id: row.id, name: row.name, code: row.code as string }]),
  );
  const found = new Map<string, ListedPort>();
  for (const [text, id] of ids) {
    const port = byId.get(id);
    if (port) found.set(text, port);
  }
  return found;
}

/** A port by id with its UN/LOCODE, or null when there is none or it has no code. */
export async function portById(db: Database, id: number): Promise<ListedPort | null> {
  const [row] = await db
    .select({ id: ports.id, name: ports.name, code: ports.portCode })
    .from(ports)
    .where(inArray(ports.id, [id]));
  return row?.code && isUnLocode(row.code) ? { id: row.id, name: row.name, code: row.code } : null;
}

/** What the list's rows name, looked up in one go: its ISO codes and its ports. */
export async function loadingListLookups(
  db: Database,
  raws: readonly RawRow<LoadingListKey>[],
  defaultPod: ListedPort | null,
): Promise<ListLookups> {
  const [iso, listed] = await Promise.all([
    isoCodesByCode(
      db,
      raws.map((raw) => codeRead(readSizeType(raw.isoCode, null))),
    ),
    listedPorts(
      db,
      raws.flatMap((raw) => [raw.pod, raw.fpd]),
    ),
  ]);
  return { isoCodes: new Set(iso.keys()), ports: listed, defaultPod };
}

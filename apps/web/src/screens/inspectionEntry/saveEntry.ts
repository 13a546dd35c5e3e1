import {
  api,
  type ContainerDetails,
  INSPECTION_MESSAGES,
  type IsoCodeRow,
  type LinkPartyRow,
} from '@quaybook/contract';
import type { Condition } from '@quaybook/domain';
import { CallError, call } from '../../api/client';
import type { DamageLineDraft } from '../../inspections';
import { lookUpContainer } from './containerLookup';
import { type ContainerFound, createRequest, type EntryRow } from './entryRow';

/** What an entry screen saves: the row as typed, with what was found of its container. */
export interface Entry {
  row: EntryRow;
  found: ContainerFound;
  party: LinkPartyRow | undefined;
  iso: IsoCodeRow | undefined;
  condition: Condition;
  damages: readonly DamageLineDraft[];
}

const weight = (value: number | '') => (value === '' ? 0 : value);

/** Creates a container not known yet, with the ISO, weights and year typed in the row. */
async function createContainer(
  row: EntryRow,
  iso: IsoCodeRow | undefined,
  key: string,
): Promise<number> {
  const { data } = await call(
    api.container.create,
    {
      body: {
        contnumber: row.containerNumber,
        contsize: iso?.size,
        conttype: iso?.typecode ?? null,
        TypeText: iso?.typetext ?? null,
        iso_code: row.iso_code,
        isotarewt: weight(row.isotarewt),
        isogrosswt: weight(row.isogrosswt),
        manufacture: row.manufacture.trim() || null,
      },
    },
    { idempotencyKey: `${key}-container` },
  );
  return data.contid;
}

/**
 * Brings a known container up to what the row says: its ISO through PUT /update_container_iso,
 * its weights and year of manufacture through PUT /update_container (002 §7).
 */
async function correctContainer(
  row: EntryRow,
  details: ContainerDetails,
  iso: IsoCodeRow | undefined,
  key: string,
): Promise<void> {
  // Each correction names the version the row was filled from, so a change made meanwhile by
  // someone else is refused rather than overwritten; the ISO correction answers the next one.
  let version = details.version;
  if (row.iso_code && row.iso_code !== details.iso_code) {
    const corrected = await call(
      api.inspection.updateContainerIso,
      {
        body: {
          contid: details.containerId,
          contnumber: row.containerNumber,
          iso_code: row.iso_code,
          contsize: iso?.size,
          conttype: iso?.typecode,
          TypeText: iso?.typetext,
          version,
        },
      },
      { idempotencyKey: `${key}-iso` },
    );
    version = corrected.data.version;
  }
  const manufacture = row.manufacture.trim() || null;
  if (
    weight(row.isotarewt) === details.isotarewt &&
    weight(row.isogrosswt) === details.isogrosswt &&
    manufacture === details.manufacture
  )
    return;
  const { data } = await call(api.container.search, {
    params: { contnumber: row.containerNumber },
  });
  const stored = data.find((container) => container.contnumber === row.containerNumber);
  if (!stored) return;
  await call(
    api.container.update,
    {
      body: {
        ...stored,
        isotarewt: weight(row.isotarewt),
        isogrosswt: weight(row.isogrosswt),
        manufacture,
        version,
      },
    },
    { idempotencyKey: `${key}-weights` },
  );
}

/** The row with the stored container's ISO, weights and year where it left them blank. */
function withStoredBlanks(row: EntryRow, details: ContainerDetails): EntryRow {
  return {
    ...row,
    iso_code: row.iso_code || details.iso_code,
    isotarewt: row.isotarewt === '' ? details.isotarewt : row.isotarewt,
    isogrosswt: row.isogrosswt === '' ? details.isogrosswt : row.isogrosswt,
    manufacture: row.manufacture.trim() || (details.manufacture ?? ''),
  };
}

/**
 * Saves one entry: the container first when it is new (or corrected when its ISO, weights or
 * year changed), then the inspection with its damage lines and photos in one call. Each call is
 * named by `key` (the entry's own id, made where it was typed), so an entry sent again after a
 * lost answer, from the offline queue, records nothing twice.
 */
export async function saveEntry(
  { row: typed, found, party, iso, condition, damages }: Entry,
  key: string,
) {
  const current = found.kind === 'unchecked' ? await lookUpContainer(typed.containerNumber) : found;
  if (current.kind === 'invalid')
    throw new CallError(INSPECTION_MESSAGES.invalidContainer, 400, {
      'containerno.containerNumber': INSPECTION_MESSAGES.invalidContainer,
    });
  // Looked up only now (typed offline): what was left blank is the container's, not a correction.
  const row =
    found.kind === 'unchecked' && current.kind === 'known'
      ? withStoredBlanks(typed, current.details)
      : typed;
  let containerId: number;
  if (current.kind === 'known') {
    await correctContainer(row, current.details, iso, key);
    containerId = current.details.containerId;
  } else containerId = await createContainer(row, iso, key);
  const request = createRequest(row, party, condition, containerId, damages);
  return call(
    api.inspection.create,
    { body: request.body, files: request.files },
    { idempotencyKey: key },
  );
}

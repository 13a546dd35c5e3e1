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

interface Entry {
  row: EntryRow;
  found: ContainerFound;
  party: LinkPartyRow | undefined;
  iso: IsoCodeRow | undefined;
  condition: Condition;
  damages: readonly DamageLineDraft[];
}

const weight = (value: number | '') => (value === '' ? 0 : value);

/** Creates a container not known yet, with the ISO, weights and year typed in the row. */
async function createContainer(row: EntryRow, iso: IsoCodeRow | undefined): Promise<number> {
  const { data } = await call(api.container.create, {
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
  });
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
): Promise<void> {
  // Each correction names the version the row was filled from, so a change made meanwhile by
  // someone else is refused rather than overwritten; the ISO correction answers the next one.
  let version = details.version;
  if (row.iso_code && row.iso_code !== details.iso_code) {
    const corrected = await call(api.inspection.updateContainerIso, {
      body: {
        contid: details.containerId,
        contnumber: row.containerNumber,
        iso_code: row.iso_code,
        contsize: iso?.size,
        conttype: iso?.typecode,
        TypeText: iso?.typetext,
        version,
      },
    });
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
  await call(api.container.update, {
    body: {
      ...stored,
      isotarewt: weight(row.isotarewt),
      isogrosswt: weight(row.isogrosswt),
      manufacture,
      version,
    },
  });
}

/**
 * Saves one entry: the container first when it is new (or corrected when its ISO, weights or
 * year changed), then the inspection with its damage lines and photos in one call.
 */
export async function saveEntry({ row, found, party, iso, condition, damages }: Entry) {
  const current = found.kind === 'unchecked' ? await lookUpContainer(row.containerNumber) : found;
  if (current.kind === 'invalid')
    throw new CallError(INSPECTION_MESSAGES.invalidContainer, 400, {
      'containerno.containerNumber': INSPECTION_MESSAGES.invalidContainer,
    });
  let containerId: number;
  if (current.kind === 'known') {
    await correctContainer(row, current.details, iso);
    containerId = current.details.containerId;
  } else containerId = await createContainer(row, iso);
  const request = createRequest(row, party, condition, containerId, damages);
  return call(api.inspection.create, { body: request.body, files: request.files });
}

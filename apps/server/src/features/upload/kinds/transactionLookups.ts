import type { transactionLayout } from '@quaybook/contract';
import { type MovementRules, readSizeType } from '@quaybook/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { advanceContainers, containers, inspections, transporters } from '../../../db/schema';
import { inTurn } from '../../../shared/inTurn';
import { movementRules } from '../../movement/movementRepository';
import {
  codeRead,
  isoCodesByCode,
  lowerText,
  placesByName,
  portsByName,
  wantedNames,
} from '../cells';
import type { RawRow } from '../uploadKind';

type Key = (typeof transactionLayout)[number]['key'];

/** Where a staged transaction file belongs: the form's choices. */
export interface TransactionContext {
  applicantId: number;
  accountId: number;
  vesselId: number;
  voyageId: number;
  locationId: number;
  movementId: number;
}

export interface IsoFacts {
  code: string;
  size: number;
  typeCode: string | null;
  typeText: string | null;
}

/** What the call's advance list says of a container: the file lacks these columns. */
export interface ListedFacts {
  gross: number;
  tare: number;
  cfsId: number | null;
}

/** Everything a chunk of rows names, each looked up once for the whole chunk. */
export interface TransactionLookups {
  /** The movement's rules; none when the movement is not the company's. */
  rules: MovementRules | undefined;
  containerIds: Map<string, number>;
  iso: Map<string, IsoFacts>;
  places: Map<string, number>;
  ports: Map<string, number>;
  transporters: Map<string, number>;
  listed: Map<string, ListedFacts>;
  /** Containers inspected already for this party, vessel, voyage and movement. */
  inspected: Set<string>;
}

/**
 * The inspections an upload's row would repeat: of the same party, vessel, voyage and movement.
 * One of them makes the row a duplicate.
 */
export const inspectionsOfUpload = (
  companyId: number,
  context: Omit<TransactionContext, 'locationId'>,
) =>
  and(
    eq(inspections.companyId, companyId),
    eq(inspections.applicantId, context.applicantId),
    eq(inspections.accountId, context.accountId),
    eq(inspections.vesselId, context.vesselId),
    eq(inspections.voyageId, context.voyageId),
    eq(inspections.movementId, context.movementId),
  );

/** The company's transporters by code or name; a code wins over another's name. */
async function transportersByName(db: Database, companyId: number, texts: readonly string[]) {
  const names = wantedNames(texts);
  const found = new Map<string, number>();
  if (names.length === 0) return found;
  const rows = await db
    .select({ id: transporters.id, name: transporters.name, code: transporters.code })
    .from(transporters)
    .where(
      and(
        eq(transporters.companyId, companyId),
        or(
          inArray(sql`lower(${transporters.name})`, names),
          inArray(sql`lower(${transporters.code})`, names),
        ),
      ),
    );
  for (const row of rows) found.set(lowerText(row.name), row.id);
  for (const row of rows) found.set(lowerText(row.code), row.id);
  return found;
}

/**
 * Looks up at once what a chunk names: one query per kind of lookup, never one per row. `numbers`
 * are the chunk's well-formed container numbers.
 */
export async function transactionLookups(
  db: Database,
  companyId: number,
  context: TransactionContext,
  rows: readonly RawRow<Key>[],
  numbers: readonly string[],
): Promise<TransactionLookups> {
  const boxes = [...new Set(numbers)];
  const [rules, known, iso, places, ports, hauliers, listedRows, inspectedRows] = await inTurn(
    () => movementRules(db, companyId, context.movementId),
    () =>
      boxes.length === 0
        ? []
        : db
            .select({ id: containers.id, number: containers.number })
            .from(containers)
            .where(and(eq(containers.companyId, companyId), inArray(containers.number, boxes))),
    () =>
      isoCodesByCode(
        db,
        rows.map((row) => codeRead(readSizeType(row.isoCode, null))),
      ),
    () =>
      placesByName(
        db,
        rows.map((row) => row.toPlace),
      ),
    () =>
      portsByName(
        db,
        rows.flatMap((row) => [row.pol, row.pod, row.fpd]),
      ),
    () =>
      transportersByName(
        db,
        companyId,
        rows.map((row) => row.transporter),
      ),
    () =>
      boxes.length === 0
        ? []
        : db
            .select({
              number: advanceContainers.containerNumber,
              gross: advanceContainers.grossWeight,
              tare: advanceContainers.tareWeight,
              cfsId: advanceContainers.cfsId,
              uploadType: advanceContainers.uploadType,
            })
            .from(advanceContainers)
            .where(
              and(
                eq(advanceContainers.companyId, companyId),
                eq(advanceContainers.vesselId, context.vesselId),
                eq(advanceContainers.voyageId, context.voyageId),
                inArray(advanceContainers.containerNumber, boxes),
              ),
            )
            // The IGM list (2) is the later word on a container: it is read last and wins.
            .orderBy(advanceContainers.uploadType),
    () =>
      boxes.length === 0
        ? []
        : db
            .selectDistinct({ number: containers.number })
            .from(inspections)
            .innerJoin(containers, eq(containers.id, inspections.containerId))
            .where(
              and(
                inspectionsOfUpload(companyId, context),
                eq(containers.companyId, companyId),
                inArray(containers.number, boxes),
              ),
            ),
  );
  return {
    rules,
    containerIds: new Map(known.map((row) => [row.number, row.id])),
    iso,
    places,
    ports,
    transporters: hauliers,
    listed: new Map(
      listedRows.map((row) => [row.number, { gross: row.gross, tare: row.tare, cfsId: row.cfsId }]),
    ),
    inspected: new Set(inspectedRows.map((row) => row.number)),
  };
}

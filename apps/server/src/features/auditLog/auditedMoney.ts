import type { AuditEntityName } from '@quaybook/contract';
import { paiseToRupees, roundOffStated } from '@quaybook/domain';

// History keeps a record's amounts as they were stored, in paise, and a bill's round-off as what
// was added to reach the payable amount. The audit log shows them as every other answer does:
// rupees, and the round-off as the total minus the payable amount.

type Shown = (recorded: unknown) => unknown;

const isPaise = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const rupees: Shown = (value) => (isPaise(value) ? Number(paiseToRupees(value)) : value);
const statedRoundOff: Shown = (value) => (isPaise(value) ? rupees(roundOffStated(value)) : value);
/** An MIS bill's lines as history keeps them: [item, quantity, unit, rate in paise]. */
const misLines: Shown = (value) =>
  Array.isArray(value)
    ? value.map((line) =>
        Array.isArray(line) && line.length === 4
          ? [line[0], line[1], line[2], rupees(line[3])]
          : line,
      )
    : value;

const billAmounts = {
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
  payableamt: rupees,
};

/** The fields of each entity's recorded changes that hold money, and how each is shown. */
const MONEY_FIELDS: Partial<Record<AuditEntityName, Record<string, Shown>>> = {
  partyRate: { rate: rupees },
  repairTariff: { material: rupees },
  linkParty: { labourrate: rupees },
  bill: { ...billAmounts, roundoff: statedRoundOff },
  'mis-bill': { ...billAmounts, lines: misLines },
  'repair-bill': billAmounts,
};

/** A recorded value of a field as the log shows it: money in rupees, anything else as kept. */
export function shownValue(entity: string, field: string, recorded: unknown): unknown {
  const show = MONEY_FIELDS[entity as AuditEntityName]?.[field];
  return show ? show(recorded) : recorded;
}

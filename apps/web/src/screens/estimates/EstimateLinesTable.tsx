import { ActionIcon, Badge, NativeSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import {
  type EstimateDetail,
  type EstimateLineRow,
  RESPONSIBILITY_CODES,
} from '@quaybook/contract';
import { formatRupees, hoursText, RESPONSIBILITY_NAMES } from '@quaybook/domain';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Dispatch, ReactNode } from 'react';
import classes from './EstimateLinesTable.module.css';
import type { DraftAction, EstimateDraft, LineDraft } from './estimateDraft';
import { DOCUMENT_PHOTOS, LinePhotos } from './LinePhotos';

/** Rupees of an amount that may be missing. */
const rupees = (paise: number | null) => (paise === null ? '' : formatRupees(paise));

/** A damage's size in cm: '30 × 20', or the one measure it has. */
export const sizeOf = (line: Pick<EstimateLineRow, 'length' | 'breadth'>) =>
  [line.length, line.breadth].filter((n) => n !== null).join(' × ');

const RESPONSIBILITIES = RESPONSIBILITY_CODES.map((code) => ({
  value: code,
  label: code,
}));

/** A code with its name on hover, the name dimmed beside it where there is room. */
function Coded({ code, name, max }: { code: string | null; name: string | null; max: number }) {
  return (
    <Tooltip label={name ?? ''} disabled={!name} openDelay={300}>
      <span className={classes.coded} style={{ maxWidth: max }}>
        <b>{code ?? ''}</b> <span className={classes.name}>{name ?? ''}</span>
      </span>
    </Tooltip>
  );
}

function Decision({ line }: { line: EstimateLineRow }) {
  if (line.approved === null)
    return (
      <Text size="xs" c="dimmed">
        Awaiting
      </Text>
    );
  return (
    <Badge
      size="xs"
      variant="light"
      color={line.approved ? 'green' : 'red'}
      tt="none"
      style={{ overflow: 'visible' }}
      miw={64}
    >
      {line.approved ? 'Approved' : 'Rejected'}
    </Badge>
  );
}

interface LinesTableProps {
  estimate: EstimateDetail;
  /** The draft being edited; without it the lines are shown as sent. */
  edit?: { draft: EstimateDraft; dispatch: Dispatch<DraftAction> } | undefined;
}

/**
 * An estimate's lines, one row each: where, what, the repair, its size and pricing, who pays,
 * the photos; a draft's hours, material, responsibility and note are inputs, and a sent
 * estimate's lines show the line's decision.
 */
export function EstimateLinesTable({ estimate, edit }: LinesTableProps) {
  const decided = estimate.status !== 'draft';
  const repaired = estimate.lines.some((line) => line.repairphotos.length > 0);
  // A sent estimate's Note column only where a line has one.
  const notes = edit !== undefined || estimate.lines.some((line) => line.note);
  const drafts = new Map(edit?.draft.lines.map((line) => [line.lineno, line]));
  const lines = edit ? estimate.lines.filter((line) => drafts.has(line.lineno)) : estimate.lines;
  const title = (line: EstimateLineRow) => `${estimate.contnumber} line ${line.lineno}`;

  const row = (line: EstimateLineRow) => {
    const draft = drafts.get(line.lineno);
    const unpriced = estimate.unpriced.includes(line.lineno);
    const cells: ReactNode[] = [
      <Table.Td key="no" ta="right">
        {line.lineno}
      </Table.Td>,
      <Table.Td key="location" ff="monospace">
        <Tooltip label={[line.side, line.position].filter(Boolean).join(' ')} disabled={!line.side}>
          <span>{line.location}</span>
        </Tooltip>
      </Table.Td>,
      <Table.Td key="component">
        <Coded code={line.componentcode} name={line.componentname} max={130} />
      </Table.Td>,
      <Table.Td key="damage">
        <Coded code={line.damagecode} name={line.damagename} max={80} />
      </Table.Td>,
      <Table.Td key="repair">
        <Coded code={line.repaircode} name={line.repairname} max={90} />
      </Table.Td>,
      <Table.Td key="size" ta="right" className={classes.nowrap}>
        {sizeOf(line)}
      </Table.Td>,
      <Table.Td key="qty" ta="right">
        {line.quantity}
      </Table.Td>,
      draft && edit ? (
        <Table.Td key="hours">
          <AmountInput
            label={`Hours of line ${line.lineno}`}
            value={draft.hours}
            width={52}
            onChange={(text) => edit.dispatch({ type: 'hours', lineno: line.lineno, text })}
          />
        </Table.Td>
      ) : (
        <Table.Td key="hours" ta="right">
          {line.hours === null ? '' : hoursText(line.hours)}
        </Table.Td>
      ),
      <Table.Td key="labour" ta="right">
        {rupees(line.labour)}
      </Table.Td>,
      draft && edit ? (
        <Table.Td key="material">
          <AmountInput
            label={`Material of line ${line.lineno}`}
            value={draft.material}
            width={76}
            onChange={(text) => edit.dispatch({ type: 'material', lineno: line.lineno, text })}
          />
        </Table.Td>
      ) : (
        <Table.Td key="material" ta="right">
          {rupees(line.material)}
        </Table.Td>
      ),
      <Table.Td key="amount" ta="right" className={unpriced ? undefined : classes.nowrap}>
        {unpriced ? (
          <Text size="xs" c="orange.8" fw={600} maw={112} lh={1.2}>
            No tariff row: price by hand
          </Text>
        ) : (
          <>
            {formatRupees(line.amount)}
            <Tooltip label={line.pricedby === 'hand' ? 'Priced by hand' : 'Priced from the tariff'}>
              <Text span size="xs" c="dimmed" ml={4}>
                {line.pricedby === 'hand' ? 'H' : 'T'}
              </Text>
            </Tooltip>
          </>
        )}
      </Table.Td>,
      draft && edit ? (
        <Table.Td key="resp">
          <NativeSelect
            size="xs"
            w={52}
            aria-label={`Responsibility of line ${line.lineno}`}
            title={RESPONSIBILITY_NAMES[draft.responsibility]}
            data={RESPONSIBILITIES}
            value={draft.responsibility}
            onChange={(event) =>
              edit.dispatch({
                type: 'responsibility',
                lineno: line.lineno,
                value: event.currentTarget.value as LineDraft['responsibility'],
              })
            }
          />
        </Table.Td>
      ) : (
        <Table.Td key="resp" ta="center" title={RESPONSIBILITY_NAMES[line.responsibility]}>
          {line.responsibility}
        </Table.Td>
      ),
      draft && edit ? (
        <Table.Td key="note">
          <TextInput
            size="xs"
            miw={100}
            aria-label={`Note of line ${line.lineno}`}
            value={draft.note}
            onChange={(event) =>
              edit.dispatch({ type: 'note', lineno: line.lineno, text: event.currentTarget.value })
            }
          />
        </Table.Td>
      ) : notes ? (
        <Table.Td key="note" className={classes.note}>
          {line.note ?? ''}
        </Table.Td>
      ) : null,
      <Table.Td key="photos">
        <LinePhotos photos={line.photos} title={title(line)} source={DOCUMENT_PHOTOS} size={32} />
      </Table.Td>,
    ];
    if (repaired)
      cells.push(
        <Table.Td key="repairphotos">
          <LinePhotos
            photos={line.repairphotos}
            title={`${title(line)}, after repair`}
            source={DOCUMENT_PHOTOS}
            size={32}
          />
        </Table.Td>,
      );
    if (decided)
      cells.push(
        <Table.Td key="decision" className={classes.nowrap}>
          <Decision line={line} />
        </Table.Td>,
        <Table.Td key="approvedamount" ta="right">
          {rupees(line.approvedamount)}
        </Table.Td>,
        <Table.Td key="approvalnote" className={classes.note}>
          {line.approvalnote ?? ''}
        </Table.Td>,
      );
    if (draft && edit)
      cells.push(
        <Table.Td key="actions" className={classes.nowrap}>
          <Tooltip
            label={
              draft.pricing === 'tariff' ? 'Priced from the tariff on Save' : 'Price from tariff'
            }
          >
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Price line ${line.lineno} from tariff`}
              disabled={draft.pricing === 'tariff'}
              onClick={() => edit.dispatch({ type: 'priceFromTariff', lineno: line.lineno })}
            >
              <IconRefresh size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove the line">
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Remove line ${line.lineno}`}
              disabled={(edit.draft.lines.length ?? 0) <= 1}
              onClick={() => edit.dispatch({ type: 'remove', lineno: line.lineno })}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>,
      );
    return (
      <Table.Tr
        key={line.lineno}
        className={unpriced ? classes.unpriced : undefined}
        data-hand={draft?.pricing === 'hand' || undefined}
      >
        {cells}
      </Table.Tr>
    );
  };

  const heads = [
    ['No', 'right'],
    ['Location'],
    ['Component'],
    ['Damage'],
    ['Repair'],
    ['L × B cm', 'right'],
    ['Qty', 'right'],
    ['Hours', 'right'],
    ['Labour', 'right'],
    ['Material', 'right'],
    ['Amount', 'right'],
    ['Resp.'],
    ...(notes ? [['Note']] : []),
    ['Photos'],
    ...(repaired ? [['After repair']] : []),
    ...(decided ? [['Decision'], ['Approved', 'right'], ['Line’s note']] : []),
    ...(edit ? [['']] : []),
  ] as [string, 'right' | undefined][];

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        className={classes.table}
        fz="xs"
        verticalSpacing={3}
        horizontalSpacing={6}
        withTableBorder
        withColumnBorders
        striped
        aria-label="Estimate lines"
      >
        <Table.Thead>
          <Table.Tr>
            {heads.map(([head, align], at) => (
              <Table.Th key={head || at} ta={align}>
                {head}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{lines.map(row)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A right-aligned amount typed into a narrow cell. */
function AmountInput({
  label,
  value,
  width,
  onChange,
}: {
  label: string;
  value: string;
  width: number;
  onChange(text: string): void;
}) {
  return (
    <TextInput
      size="xs"
      w={width}
      aria-label={label}
      inputMode="decimal"
      value={value}
      styles={{ input: { textAlign: 'right' } }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

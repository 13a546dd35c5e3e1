import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { api, REPAIR_BILL_MESSAGES, type RepairEstimateRow } from '@quaybook/contract';
import { dmyToIso, formatDate, formatRupees, isoDay } from '@quaybook/domain';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import type { DocumentViewerHandle } from '../../documents';
import { failureMessage } from '../../inspections';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { notify } from '../../notify';
import { billNoOf } from '../billGenerate/billOutcome';
import { repairBillRequest } from './repairBillRequest';

interface RepairBillGenerateProps {
  /** The party the list's filters applied; none until one is. */
  party: { applicant: number; account: number | null } | undefined;
  openDocument: DocumentViewerHandle['openDocument'];
  /** After a bill is made: the list is asked for again. */
  onGenerated(): Promise<void>;
}

/**
 * The applied party's repaired estimates on no repair bill, each with what the line pays and,
 * apart, the owner's and third party's amounts; the checked ones become one repair bill.
 */
export function RepairBillGenerate({ party, openDocument, onGenerated }: RepairBillGenerateProps) {
  const estimates = useQuery({
    queryKey: ['unbilledEstimates', party?.applicant, party?.account],
    queryFn: async () =>
      (
        await call(api.repairBill.unbilledEstimates, {
          query: { applicant: party?.applicant, account: party?.account ?? undefined },
        })
      ).data,
    enabled: party !== undefined,
  });
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [billDate, setBillDate] = useState(formatDate(isoDay(new Date())));
  const [roundOff, setRoundOff] = useState(true);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ billNo: string; filename: string } | null>(null);

  if (!party)
    return (
      <Text size="sm" c="dimmed">
        Choose a party and Show Result to bill its repaired estimates.
      </Text>
    );
  if (estimates.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading repaired estimates…
      </Text>
    );
  if (estimates.error)
    return (
      <Text size="sm" c="red">
        {failureMessage(estimates.error, 'The repaired estimates could not be loaded.')}
      </Text>
    );

  const rows = estimates.data;
  const shown = rows.filter((row) => checked.has(row.estimateid));
  const lineTotal = shown.reduce((sum, row) => sum + row.lineamt, 0);
  const toggle = (row: RepairEstimateRow) =>
    setChecked((before) => {
      const next = new Set(before);
      if (next.has(row.estimateid)) next.delete(row.estimateid);
      else next.add(row.estimateid);
      return next;
    });

  const generate = async () => {
    const asked = repairBillRequest({
      estimateIds: shown.map((row) => row.estimateid),
      billDate,
      roundOff,
      today: isoDay(new Date()),
    });
    if (asked.message !== undefined) {
      notify.error(asked.message);
      return;
    }
    setBusy(true);
    try {
      const reply = await call(api.repairBill.generate, { query: asked.query });
      notify.success(reply.message || REPAIR_BILL_MESSAGES.generated);
      const billNo = billNoOf(reply.extra) ?? '';
      setMade({ billNo, filename: reply.data });
      setChecked(new Set());
      await Promise.all([estimates.refetch(), onGenerated()]);
      await openDocument(api.repairBill.pdf, reply.data, `Repair bill ${billNo}`);
    } catch (error) {
      showRefusal(error, 'The repair bill could not be generated. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No repaired estimates of this party are left to bill.
        </Text>
      ) : (
        <Table
          withTableBorder
          striped
          verticalSpacing={2}
          fz="sm"
          aria-label="Repaired estimates to bill"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32}>
                <Checkbox
                  size="xs"
                  aria-label="Select every estimate"
                  checked={shown.length === rows.length}
                  indeterminate={shown.length > 0 && shown.length < rows.length}
                  onChange={() =>
                    setChecked(
                      shown.length === rows.length
                        ? new Set()
                        : new Set(rows.map((row) => row.estimateid)),
                    )
                  }
                />
              </Table.Th>
              <Table.Th>Estimate No</Table.Th>
              <Table.Th>Container</Table.Th>
              <Table.Th>Repaired</Table.Th>
              <Table.Th ta="right">Line (U) ₹</Table.Th>
              <Table.Th ta="right">Owner (O) ₹</Table.Th>
              <Table.Th ta="right">Third party (T) ₹</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.estimateid}>
                <Table.Td>
                  <Checkbox
                    size="xs"
                    aria-label={`Select ${row.estimateno}`}
                    checked={checked.has(row.estimateid)}
                    onChange={() => toggle(row)}
                  />
                </Table.Td>
                <Table.Td>{row.estimateno}</Table.Td>
                <Table.Td>{row.containerno}</Table.Td>
                <Table.Td>{row.repairedat ? formatDate(row.repairedat) : ''}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.lineamt)}</Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formatRupees(row.owneramt)}
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formatRupees(row.thirdpartyamt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group
        gap="sm"
        align="flex-end"
        wrap="nowrap"
        role="group"
        aria-label="Generate a repair bill"
      >
        <div style={{ width: 150 }}>
          <DateFilterInput
            label="Bill Date"
            value={billDate}
            required
            autoFocus={false}
            maxDate={isoDay(new Date())}
            error={undefined}
            onChange={setBillDate}
            onBlur={() => {
              const iso = dmyToIso(billDate.trim());
              if (iso) setBillDate(formatDate(iso));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void generate();
            }}
          />
        </div>
        <Checkbox
          mb={8}
          label="Round Off"
          checked={roundOff}
          onChange={(event) => setRoundOff(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconReceipt size={16} />}
          loading={busy}
          disabled={rows.length === 0}
          onClick={() => void generate()}
        >
          Generate repair bill
        </Button>
        <Text size="sm" mb={6}>
          {shown.length} checked · line pays ₹ {formatRupees(lineTotal)} before tax
        </Text>
        {made && (
          <Button
            variant="subtle"
            size="compact-sm"
            mb={6}
            data-testid="generated-repair-bill"
            onClick={() =>
              void openDocument(api.repairBill.pdf, made.filename, `Repair bill ${made.billNo}`)
            }
          >
            {made.billNo} PDF
          </Button>
        )}
      </Group>
    </Stack>
  );
}

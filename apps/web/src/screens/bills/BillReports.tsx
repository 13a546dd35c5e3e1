import { Button, Table, Text, Tooltip } from '@mantine/core';
import { api, BILL_MESSAGES, type ReportRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { failureMessage } from '../../inspections';
import { notify } from '../../notify';

const billReportsKey = (billNo: string) => ['billReports', billNo] as const;

interface BillReportsProps {
  billNo: string;
  /** Why nothing on the bill may change (its IRN), if so. */
  locked: string | undefined;
  /** After a report leaves the bill: the bill's figures are asked for again. */
  onCleared(): Promise<void>;
}

/** The bill's reports, each with Clear: the report leaves the bill, which is priced again. */
export function BillReports({ billNo, locked, onCleared }: BillReportsProps) {
  const reports = useQuery({
    queryKey: billReportsKey(billNo),
    queryFn: async () => (await call(api.bill.reportsOf, { query: { billno: billNo } })).data,
  });
  const [clearing, setClearing] = useState<string | null>(null);
  const rows = reports.data ?? [];
  const last = rows.length === 1 ? BILL_MESSAGES.lastReport(billNo) : undefined;

  const clear = async (report: ReportRow) => {
    setClearing(report.rptno);
    try {
      const reply = await call(api.bill.clearReport, {
        query: { rptno: report.rptno, billno: billNo },
      });
      notify.success(reply.message || BILL_MESSAGES.reportCleared(report.rptno, billNo));
      await Promise.all([reports.refetch(), onCleared()]);
    } catch (error) {
      showRefusal(error, 'The report could not be cleared. Please try again.');
    } finally {
      setClearing(null);
    }
  };

  if (reports.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading the bill's reports…
      </Text>
    );
  if (reports.error)
    return (
      <Text size="sm" c="red">
        {failureMessage(reports.error, 'The bill’s reports could not be loaded.')}
      </Text>
    );
  return (
    <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label="Reports on the bill">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Report No</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Vessel</Table.Th>
          <Table.Th ta="right">20ft</Table.Th>
          <Table.Th ta="right">40ft</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((report) => {
          const reason = locked ?? last;
          return (
            <Table.Tr key={report.reportid}>
              <Table.Td>{report.rptno}</Table.Td>
              <Table.Td>{formatDate(report.rptdate)}</Table.Td>
              <Table.Td>{report.RptTypeText}</Table.Td>
              <Table.Td>
                {[report.VesselName, report.VoyageName].filter(Boolean).join(' / ')}
              </Table.Td>
              <Table.Td ta="right">{report.twenty}</Table.Td>
              <Table.Td ta="right">{report.forty}</Table.Td>
              <Table.Td ta="right" w={80}>
                <Tooltip label={reason} disabled={!reason} multiline w={260}>
                  <span>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      aria-label={`Clear report ${report.rptno}`}
                      disabled={reason !== undefined}
                      loading={clearing === report.rptno}
                      onClick={() => void clear(report)}
                    >
                      Clear
                    </Button>
                  </span>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

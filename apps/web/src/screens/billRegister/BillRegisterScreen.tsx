import {
  api,
  BILL_REGISTER_MESSAGES,
  type BillRegisterRow,
  type billRegisterTotals,
  type JobInputOf,
  Status,
} from '@quaybook/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { CallError, call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { JobProgress } from '../../jobs/JobProgress';
import { useJob } from '../../jobs/useJob';
import { saveFile } from '../../lists/export/download';
import type { FilterValues } from '../../lists/filters/filterValues';
import { useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { notify } from '../../notify';
import { BillRegisterTable } from './BillRegisterTable';
import { billRegisterFilters as spec } from './billRegisterFilters';

type Totals = z.infer<typeof billRegisterTotals>;

const FAILED = 'The bill register could not be made.';

/** The information the server answers instead of rows (nothing billed in the period): a toast. */
const isInformation = (error: unknown): error is CallError =>
  error instanceof CallError && error.envelopeStatus === Status.information;

const downloadRegister = async (filename: string) =>
  saveFile((await call(api.bill.excel, { query: { filename } })).data);

/**
 * Bill Register (002 §2.4): every tax invoice of a period, bills and MIS bills, shown with its
 * totals (Sale Bill Display) or downloaded as the GSTR-1 spreadsheet (Sale Bill Excel).
 */
export default function BillRegisterScreen() {
  const list = useFilteredList<BillRegisterRow, Totals>({
    filters: spec,
    path: api.billRegister.display.path,
    paging: 'none',
    // The register is made again only when asked for (Sale Bill Display), never on a refocus.
    keepUntilAsked: true,
    fetch: async (ask) => {
      try {
        const reply = await call(api.billRegister.display, { query: ask });
        notify.info(reply.message);
        // The client has read the rupees of both into paise, as the declaration says.
        return { rows: reply.extra, extra: reply.data };
      } catch (error) {
        if (!isInformation(error)) throw error;
        notify.info(error.message);
        return { rows: [] };
      }
    },
  });
  const totals = list.found?.extra;
  // The spreadsheet replaces the table shown; Sale Bill Display brings it back.
  const [tableShown, setTableShown] = useState(true);
  const [making, setMaking] = useState(false);
  // A month's register can be long: the spreadsheet is made as a job, its progress shown.
  const job = useJob();

  const display = (values: FilterValues) => {
    job.clear();
    setTableShown(true);
    list.show(values);
  };
  const makeExcel = async (values: FilterValues) => {
    const query = list.filters.queryOf(values);
    setTableShown(false);
    setMaking(true);
    try {
      const reply = await job.run('saleRegisterExcel', query as JobInputOf<'saleRegisterExcel'>);
      notify.success(reply.message);
      await downloadRegister(reply.data);
    } catch (error) {
      if (isInformation(error)) notify.info(error.message);
      else notify.error(failureMessage(error, FAILED));
    } finally {
      setMaking(false);
    }
  };

  return (
    <FilteredListView
      title="Bill Register"
      spec={spec}
      filters={tableShown ? list.filters : { ...list.filters, query: undefined }}
      onApply={display}
      busy={list.query.isFetching}
      actions={[
        {
          label: 'Sale Bill Excel',
          icon: <IconFileSpreadsheet size={16} />,
          busy: making,
          run: (values) => void makeExcel(values),
        },
      ]}
      tools={
        job.status && (
          <JobProgress
            status={job.status}
            download={() =>
              void downloadRegister(String(job.status?.result)).catch((error: unknown) =>
                notify.error(failureMessage(error, FAILED)),
              )
            }
          />
        )
      }
    >
      <ListBody<BillRegisterRow>
        rows={list.rows}
        loading="Making the bill register…"
        loadError={(error) => ({ title: FAILED, message: failureMessage(error, FAILED) })}
        empty={BILL_REGISTER_MESSAGES.nothingFound}
        table={(rows) => totals && <BillRegisterTable rows={rows} totals={totals} />}
      />
    </FilteredListView>
  );
}

import { Paper, Stack } from '@mantine/core';
import { api, type SentFileRow } from '@quaybook/contract';
import { IconDownload } from '@tabler/icons-react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { ListTable } from '../../lists/table/ListTable';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';
import { plainColumns } from '../billGenerate/plainColumns';
import { CountedTitle, RowsFrame } from '../bills/RowsFrame';
import { sentFileColumns, sentFileFilters, sentFileList } from './sentFilesList';

const TABLE_COLUMNS = plainColumns(sentFileColumns);

/** A sent file downloaded again, as it was generated. */
async function download(row: SentFileRow) {
  try {
    const file = await call(api.documents.download, { params: { filename: row.filename } });
    saveFile(file.data);
  } catch (error) {
    showRefusal(error, 'The file could not be downloaded. Please try again.');
  }
}

/**
 * Sent Files: every file generated for a party (EDI, workbooks, COPRARs), newest first, with who
 * made it, when, how many containers it holds, and a download.
 */
export default function SentFilesScreen() {
  const { state, filters, rows } = useScreenRows(sentFileList, sentFileColumns, []);
  return (
    <Stack gap="sm">
      <CountedTitle
        title={sentFileList.title}
        count={filters.query && rows.status === 'ready' ? rows.total : undefined}
      />
      <FilterBar spec={sentFileFilters} values={filters.values} onApply={filters.apply} />
      <Paper withBorder p="sm" radius="sm">
        <RowsFrame
          rows={rows}
          state={state}
          loading="Loading sent files…"
          loadError={sentFileList.entity.messages.loadError}
        >
          <ListTable<SentFileRow>
            records={rows.pageRows}
            idOf={(row) => String(row.id)}
            columns={TABLE_COLUMNS}
            sort={{ sorts: state.sorts, onToggle: state.toggleSort }}
            actions={{
              width: 80,
              render: (row) => (
                <RowButtons>
                  <RowButton
                    tooltip="Download"
                    label={`Download ${row.downloadname}`}
                    icon={IconDownload}
                    onClick={() => void download(row)}
                  />
                </RowButtons>
              ),
            }}
            emptyText={sentFileList.emptyText ?? 'No files found'}
          />
        </RowsFrame>
      </Paper>
    </Stack>
  );
}

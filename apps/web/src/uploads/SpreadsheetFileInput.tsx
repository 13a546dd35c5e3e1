import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

/** What the file input takes: a workbook or a CSV file. */
const ACCEPT = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

interface SpreadsheetFileInputProps {
  value: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange(file: File | null): void;
}

/** The file of an upload form: one .xlsx or .csv file, required. */
export function SpreadsheetFileInput({
  value,
  error,
  disabled,
  onChange,
}: SpreadsheetFileInputProps) {
  return (
    <FileInput
      style={{ flex: '0 1 250px' }}
      miw={220}
      label="File"
      withAsterisk
      placeholder="Choose an .xlsx or .csv file"
      accept={ACCEPT}
      clearable
      leftSection={<IconFileSpreadsheet size={16} />}
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

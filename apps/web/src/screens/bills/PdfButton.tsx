import { IconFileTypePdf } from '@tabler/icons-react';
import { RowButton } from '../../lists/table/RowButtons';

/** A row's View PDF: off, and saying why, until the row has a PDF. */
export function PdfButton({
  filename,
  name,
  onOpen,
}: {
  filename: string | null;
  /** 'report SR/26-27/00001', 'bill SB/26-27/00001'. */
  name: string;
  onOpen(filename: string): void;
}) {
  return (
    <RowButton
      tooltip={filename ? 'View PDF' : 'No PDF yet'}
      label={`View PDF of ${name}`}
      icon={IconFileTypePdf}
      disabled={!filename}
      onClick={() => filename && onOpen(filename)}
    />
  );
}

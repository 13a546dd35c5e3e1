import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { ExportKind } from './useExport';

const ALL_KINDS: readonly ExportKind[] = ['csv', 'pdf'];

/** Export to CSV or PDF, or only those a screen writes (View Inspection: CSV). */
export function ExportMenu({
  onExport,
  kinds = ALL_KINDS,
}: {
  onExport(kind: ExportKind): void;
  kinds?: readonly ExportKind[];
}) {
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button size="sm" variant="default" leftSection={<IconDownload size={16} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.includes('csv') && (
          <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => onExport('csv')}>
            Export to CSV
          </Menu.Item>
        )}
        {kinds.includes('pdf') && (
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => onExport('pdf')}>
            Export to PDF
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

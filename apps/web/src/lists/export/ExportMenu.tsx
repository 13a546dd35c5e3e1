import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { ExportKind } from './useExport';

/** Export to CSV or PDF. */
export function ExportMenu({ onExport }: { onExport(kind: ExportKind): void }) {
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button size="sm" variant="default" leftSection={<IconDownload size={16} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => onExport('csv')}>
          Export to CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => onExport('pdf')}>
          Export to PDF
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

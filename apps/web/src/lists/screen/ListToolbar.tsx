import { Button, Group } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import type { ExportKind } from '../export/useExport';
import { SearchBox } from './SearchBox';

interface ListToolbarProps {
  /** The table's heading and count, where the screen's title is taken by its filters. */
  caption?: ReactNode;
  /** The live search; none on screens whose filters already narrow the rows. */
  search?: { text: string; onChange(text: string): void } | undefined;
  /** Shown while the rows are sorted. */
  onClearSort?: (() => void) | undefined;
  /** Beside the search: a server look-up's button. */
  lookup?: ReactNode;
  add?: { label: string; disabled: boolean; onClick(): void } | undefined;
  onExport?: ((kind: ExportKind) => void) | undefined;
  /** The files the export menu offers; CSV and PDF when left out. */
  exportKinds?: readonly ExportKind[];
}

/** Above the table: search and sort on the left, add and export on the right. */
export function ListToolbar({
  caption,
  search,
  onClearSort,
  lookup,
  add,
  onExport,
  exportKinds,
}: ListToolbarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        {caption}
        {search && <SearchBox value={search.text} onChange={search.onChange} />}
        {onClearSort && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            onClick={onClearSort}
          >
            Clear sort
          </Button>
        )}
        {lookup}
      </Group>
      <Group gap="xs">
        {add && (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} />}
            disabled={add.disabled}
            onClick={add.onClick}
          >
            {add.label}
          </Button>
        )}
        {onExport && (
          <ExportMenu onExport={onExport} {...(exportKinds ? { kinds: exportKinds } : {})} />
        )}
      </Group>
    </Group>
  );
}

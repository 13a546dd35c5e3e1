import { Box, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DamageLineFields } from './DamageLineFields';
import { DamageLineTable } from './DamageLineTable';
import { type DamageLineDraft, emptyDamageLine, lineProblems } from './damageLine';

interface DamageLineEditorProps {
  lines: readonly DamageLineDraft[];
  /**
   * Keeps a new line (index null) or a changed one; answers whether it was kept, so the form
   * clears only then.
   */
  onSave(line: DamageLineDraft, index: number | null): boolean | Promise<boolean>;
  onRemove(index: number): void;
  busy?: boolean;
  /** Why the lines cannot be changed; the form is then hidden. */
  locked?: string | undefined;
}

/**
 * The form of one damage line over the table of lines: Enter or Add Line keeps the line and
 * clears the form for the next, with focus back on its first field; Edit loads a line into it.
 */
export function DamageLineEditor({
  lines,
  onSave,
  onRemove,
  busy = false,
  locked,
}: DamageLineEditorProps) {
  const [draft, setDraft] = useState<DamageLineDraft>(emptyDamageLine);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLDivElement>(null);
  const focusFirst = () => form.current?.querySelector<HTMLInputElement>('input')?.focus();

  const reset = () => {
    setDraft(emptyDamageLine());
    setEditing(null);
    setErrors({});
    focusFirst();
  };
  const save = async () => {
    const problems = lineProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (await onSave(draft, editing)) reset();
  };
  const edit = (index: number) => {
    const line = lines[index];
    if (!line) return;
    setDraft(line);
    setEditing(index);
    setErrors({});
    focusFirst();
  };
  const remove = (index: number) => {
    if (editing === index) reset();
    onRemove(index);
  };

  return (
    <Stack gap="sm">
      {!locked && (
        <Box ref={form}>
          <DamageLineFields
            line={draft}
            errors={errors}
            disabled={busy}
            onSubmit={() => void save()}
            onChange={(line) => {
              setDraft(line);
              setErrors({});
            }}
          />
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              loading={busy}
              onClick={() => void save()}
            >
              {editing === null ? 'Add Line' : 'Update Line'}
            </Button>
            {editing !== null && (
              <Button size="xs" variant="default" onClick={reset}>
                Cancel Edit
              </Button>
            )}
          </Group>
        </Box>
      )}
      <DamageLineTable
        lines={lines}
        editing={editing}
        disabled={busy}
        {...(locked ? {} : { onEdit: edit, onRemove: remove })}
      />
    </Stack>
  );
}

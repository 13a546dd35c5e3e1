import { UnstyledButton } from '@mantine/core';
import { INSPECTION_MESSAGES } from '@quaybook/contract';
import classes from '../../lists/table/ListTable.module.css';
import { notify } from '../../notify';

/** Puts text on the clipboard; where the Clipboard API is refused, through a selected textarea. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** A cell whose text a click copies, said in a toast ('Copied: …'): names staff paste elsewhere. */
export function CopyCell({ text, maxWidth }: { text: string | null; maxWidth: number }) {
  if (!text) return null;
  return (
    <UnstyledButton
      fz="sm"
      className={classes.cut}
      style={{ maxWidth, cursor: 'copy' }}
      title={`${text} (click to copy)`}
      onClick={() =>
        void copyText(text).then(() => notify.success(INSPECTION_MESSAGES.copied(text)))
      }
    >
      {text}
    </UnstyledButton>
  );
}

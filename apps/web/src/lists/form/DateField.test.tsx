// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { FORM_MESSAGES } from '@quaybook/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './DateField';

/** A date field holding its value, shown beside it as the form would read it. */
function Dated({ start = null }: { start?: string | null }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <MantineProvider>
      <DateField name="Vcn Date" aria-label="Vcn Date" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
      <input aria-label="Next field" />
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Vcn Date' });
const held = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('DateField', () => {
  it('keeps a typed text that is no date, says so on leaving, and holds it for the save to refuse', async () => {
    const user = userEvent.setup();
    render(<Dated start="2026-02-10" />);
    expect(field()).toHaveProperty('value', '10/02/2026');
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(field()).toHaveProperty('value', '31/02/2026');
    expect(screen.getByText(FORM_MESSAGES.notADate('Vcn Date'))).toBeTruthy();
    expect(held()).toBe('31/02/2026');
  });

  it('reads a real date typed dd/mm/yyyy as its ISO day, with no message', async () => {
    const user = userEvent.setup();
    render(<Dated />);
    await user.type(field(), '28/02/2026');
    await user.tab();
    expect(held()).toBe('2026-02-28');
    expect(screen.queryByText(FORM_MESSAGES.notADate('Vcn Date'))).toBeNull();
  });

  it('is empty, not refused, once its text is erased', async () => {
    const user = userEvent.setup();
    render(<Dated start="2026-02-10" />);
    await user.clear(field());
    await user.tab();
    expect(held()).toBe('none');
  });
});

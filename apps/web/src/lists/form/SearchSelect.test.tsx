// @vitest-environment happy-dom
import { MantineProvider, Modal } from '@mantine/core';
import { FORM_MESSAGES } from '@quaybook/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchSelect } from './SearchSelect';

const LOCATIONS = [
  { value: '1', label: 'INT' },
  { value: '2', label: 'EXT' },
  { value: '3', label: 'NEXT TO DOOR' },
];
const LINES = [
  { value: '10', label: 'MAERSK' },
  { value: '11', label: 'SEALAND' },
];

/** A select holding its choice, shown beside it as the form would read it. */
function Chooser({ data, start = null }: { data: typeof LOCATIONS; start?: string | null }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <MantineProvider>
      <SearchSelect aria-label="Location" data={data} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
      <input aria-label="Next field" />
    </MantineProvider>
  );
}

const chosen = () => screen.getByRole('status').textContent;
const select = () => screen.getByRole('combobox', { name: 'Location' });

afterEach(cleanup);

describe('SearchSelect', () => {
  it('takes the first match on Enter after typing, without ↓', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LOCATIONS} />);
    await user.click(select());
    await user.keyboard('ext{Enter}');
    expect(chosen()).toBe('2');
    expect(select()).toHaveProperty('value', 'EXT');
  });

  it('takes the first match on Tab after typing and moves on', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LOCATIONS} />);
    await user.click(select());
    await user.keyboard('ext');
    await user.tab();
    expect(chosen()).toBe('2');
    expect(screen.getByRole('textbox', { name: 'Next field' })).toBe(document.activeElement);
    expect(select()).toHaveProperty('value', 'EXT');
  });

  it('keeps the chosen value when its own text is left with Tab', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LINES} start="10" />);
    await user.click(select());
    await user.tab();
    expect(chosen()).toBe('10');
    expect(select()).toHaveProperty('value', 'MAERSK');
  });

  it('keeps the chosen value when it is typed again and Enter pressed', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LOCATIONS} start="2" />);
    await user.tripleClick(select());
    await user.keyboard('EXT{Enter}');
    expect(chosen()).toBe('2');
  });

  it('does not move to the next choice on ↓ Enter after typing the chosen value', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LINES} start="10" />);
    await user.tripleClick(select());
    await user.keyboard('MAERSK{ArrowDown}{Enter}');
    expect(chosen()).toBe('10');
  });

  it('keeps the choice and says so when the typed text matches nothing', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LINES} start="10" />);
    await user.tripleClick(select());
    await user.keyboard('zzz');
    await user.tab();
    expect(chosen()).toBe('10');
    expect(select()).toHaveProperty('value', 'MAERSK');
    expect(screen.getByText(FORM_MESSAGES.noMatch('zzz'))).toBeTruthy();
  });

  it('lists the exact match first', async () => {
    const user = userEvent.setup();
    render(
      <Chooser
        data={[
          { value: '1', label: 'British Indian Ocean Territory' },
          { value: '2', label: 'India' },
        ]}
      />,
    );
    await user.click(select());
    await user.keyboard('india');
    expect(
      screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    ).toEqual(['India', 'British Indian Ocean Territory']);
  });

  it('opens on typing but not on focus alone', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LINES} />);
    await user.tab();
    expect(select()).toBe(document.activeElement);
    expect(select().hasAttribute('data-expanded')).toBe(false);
    await user.keyboard('s');
    expect(select().hasAttribute('data-expanded')).toBe(true);
  });

  it('puts the chosen label back on Escape after typing, and Enter then keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LINES} start="10" />);
    await user.tripleClick(select());
    await user.keyboard('sea');
    expect(select().hasAttribute('data-expanded')).toBe(true);
    await user.keyboard('{Escape}');
    expect(select().hasAttribute('data-expanded')).toBe(false);
    expect(select()).toHaveProperty('value', 'MAERSK');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('10');
    expect(select()).toHaveProperty('value', 'MAERSK');
  });

  it('empties the field on Escape after typing when nothing is chosen', async () => {
    const user = userEvent.setup();
    render(<Chooser data={LOCATIONS} />);
    await user.click(select());
    await user.keyboard('ext{Escape}{Enter}');
    expect(chosen()).toBe('none');
    expect(select()).toHaveProperty('value', '');
  });

  it('keeps its modal open on the Escape that drops typed text; the next Escape closes it', async () => {
    const user = userEvent.setup();
    function InModal() {
      const [open, setOpen] = useState(true);
      const [value, setValue] = useState<string | null>('10');
      return (
        <MantineProvider>
          <Modal
            opened={open}
            onClose={() => setOpen(false)}
            title="Edit"
            transitionProps={{ duration: 0 }}
          >
            <SearchSelect aria-label="Location" data={LINES} value={value} onChange={setValue} />
          </Modal>
          <output>{open ? 'open' : 'closed'}</output>
        </MantineProvider>
      );
    }
    render(<InModal />);
    await user.tripleClick(select());
    await user.keyboard('zzz{Escape}');
    expect(chosen()).toBe('open');
    expect(select()).toHaveProperty('value', 'MAERSK');
    await user.keyboard('{Escape}');
    expect(chosen()).toBe('closed');
  });

  it('names the whole chosen label in its title, which the field may cut', async () => {
    const user = userEvent.setup();
    const long = 'Bengal Shipping Agencies Private Limited, Kolkata';
    render(<Chooser data={[{ value: '9', label: long }, ...LOCATIONS]} start="9" />);
    expect(select().getAttribute('title')).toBe(long);
    await user.tripleClick(select());
    await user.keyboard('ext');
    // While typing the field shows the typed text, not the choice.
    expect(select().hasAttribute('title')).toBe(false);
    await user.keyboard('{Enter}');
    expect(select().getAttribute('title')).toBe('EXT');
  });
});

// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { referenceLists, UPLOAD_MESSAGES } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../queryKeys';
import { advanceUpload } from './kinds/advance';
import { UploadPanel } from './UploadPanel';

// Upload Content's panel before anything is sent: each choice it needs is named where it
// stands, and nothing leaves the browser until the choices and the file are there.

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const parties = referenceLists.linkParties;
  client.setQueryData(queryKeys.reference('linkParties'), [
    { [parties.id]: 1, [parties.label]: 'MAERSK' },
  ]);
  for (const name of ['locations', 'vessels', 'voyages'] as const)
    client.setQueryData(queryKeys.reference(name), []);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <UploadPanel declaration={advanceUpload} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const REQUIRED = [
  UPLOAD_MESSAGES.selectParty,
  UPLOAD_MESSAGES.selectLocation,
  UPLOAD_MESSAGES.selectVessel,
  UPLOAD_MESSAGES.selectVoyage,
  UPLOAD_MESSAGES.selectUploadType,
  UPLOAD_MESSAGES.selectFile,
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an upload panel', () => {
  it('names every missing choice and the file where each stands, and sends nothing', async () => {
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload File' }));
    for (const message of REQUIRED) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it('drops a choice’s problem once it is chosen, keeping the others', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    await user.click(screen.getByRole('combobox', { name: /Party/ }));
    await user.keyboard('mae{Enter}');
    expect(screen.queryByText(UPLOAD_MESSAGES.selectParty)).toBeNull();
    expect(screen.getAllByText(UPLOAD_MESSAGES.selectVessel).length).toBeGreaterThan(0);
  });

  it('uploads on Enter in a choice whose list is closed, as a filter bar applies', async () => {
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('combobox', { name: /Upload Type/ }));
    await user.keyboard('{Escape}{Enter}');
    // Enter asked for the upload: it names what is missing, still sending nothing.
    expect(screen.getAllByText(UPLOAD_MESSAGES.selectParty).length).toBeGreaterThan(0);
    expect(sent).not.toHaveBeenCalled();
  });
});

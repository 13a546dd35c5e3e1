// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ESTIMATE_MESSAGES, estimateDetail } from '@quaybook/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { estimateFixture } from './estimateFixture';
import { answer, stubServer } from './serverStub.testing';
import { useCreateEstimate } from './useCreateEstimate';

const calls = stubServer();

function CreateButton() {
  const { create } = useCreateEstimate();
  return (
    <button type="button" onClick={() => void create(900)}>
      Create estimate
    </button>
  );
}

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: '/transactionmanagment', element: <CreateButton /> },
      { path: '/estimate/:estimateid', element: <p>Estimate screen</p> },
    ],
    { initialEntries: ['/transactionmanagment'] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('Create estimate', () => {
  it('posts the inspection and opens the new estimate', async () => {
    calls.mockReturnValueOnce(
      answer(200, ESTIMATE_MESSAGES.created, z.encode(estimateDetail, estimateFixture())),
    );
    const router = renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimate/42'));
    expect(calls.mock.calls[0]?.[0]).toBe('/api/create_estimate');
    expect(JSON.parse(String(calls.mock.calls[0]?.[1].body))).toEqual({ reportid: 900 });
  });

  it('shows the server’s refusal and stays where it is', async () => {
    const refusal = ESTIMATE_MESSAGES.openEstimate('EOR/26-27/00041');
    calls.mockReturnValueOnce(answer(400, refusal, {}));
    const router = renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/transactionmanagment');
  });
});

// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from './LoginScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login screen', () => {
  it('requires both sign-in fields, and neither calls the server nor leaves without them', async () => {
    const calls = vi.fn();
    vi.stubGlobal('fetch', calls);
    const router = createMemoryRouter([{ path: '/', element: <LoginScreen /> }]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useOwnEchoes } from './useOwnEchoes';

/** A box whose text the URL (`url`) holds too, as a list's search does. */
function useBox(url: string) {
  const [text, setText] = useState(url);
  const sent = useOwnEchoes(url, () => setText(url));
  return {
    text,
    type: (next: string) => {
      setText(next);
      sent(next);
    },
  };
}

afterEach(cleanup);

it('keeps typed text while the URL lands each earlier value late', () => {
  const box = renderHook(({ url }) => useBox(url), { initialProps: { url: '' } });
  act(() => box.result.current.type('M'));
  act(() => box.result.current.type('MS'));
  act(() => box.result.current.type('MSC'));
  box.rerender({ url: 'M' });
  expect(box.result.current.text).toBe('MSC');
  // The router may skip a value it was given and land a later one.
  box.rerender({ url: 'MSC' });
  expect(box.result.current.text).toBe('MSC');
});

it('follows the URL when it changes by another hand', () => {
  const box = renderHook(({ url }) => useBox(url), { initialProps: { url: 'MSC' } });
  act(() => box.result.current.type('MSCU'));
  box.rerender({ url: 'MSCU' });
  box.rerender({ url: 'TGHU' });
  expect(box.result.current.text).toBe('TGHU');
  // A value once sent and landed is followed when it comes back (forward after back).
  box.rerender({ url: 'MSCU' });
  expect(box.result.current.text).toBe('MSCU');
});

it('follows the URL back to a value it sent, once that value has landed', () => {
  const box = renderHook(({ url }) => useBox(url), { initialProps: { url: '' } });
  act(() => box.result.current.type('A'));
  box.rerender({ url: 'A' });
  act(() => box.result.current.type('AB'));
  box.rerender({ url: 'AB' });
  box.rerender({ url: 'A' });
  expect(box.result.current.text).toBe('A');
});

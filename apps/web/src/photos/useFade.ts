import { useEffect, useState } from 'react';
import { FADE_MS } from './photoSteps';

/**
 * The photo shown lags the one asked for: the old one fades out for FADE_MS, then the new one
 * takes its place and fades in.
 */
export function useFade(index: number) {
  const [shown, setShown] = useState(index);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (index === shown) {
      setVisible(true);
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => setShown(index), FADE_MS);
    return () => clearTimeout(timer);
  }, [index, shown]);
  return {
    shown,
    style: { opacity: visible ? 1 : 0, transition: `opacity ${FADE_MS}ms ease-in-out` },
  };
}

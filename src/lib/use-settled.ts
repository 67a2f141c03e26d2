import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` milliseconds: a live region
 * fed with it speaks when the visitor pauses, not at every keystroke
 * (docs/behaviour.md, "Quote estimator").
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

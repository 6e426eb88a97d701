import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (a slider being dragged asks the api once). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

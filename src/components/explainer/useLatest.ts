import { useRef } from 'preact/hooks';

/**
 * The same object on every render, holding `value`'s latest fields: handlers that change identity
 * at each render reach a memoised child through it, so the child is not drawn again for them.
 */
export function useLatest<T extends object>(value: T): T {
  const latest = useRef(value).current;
  return Object.assign(latest, value);
}

import { useRef } from 'react';

/**
 * The same object as last render when every own property is identical: the app may rebuild `context` or
 * `content` on each render without making every block bind again.
 */
export function useShallowStable<T extends object>(value: T): T {
  const previous = useRef(value);
  const a = previous.current as Record<string, unknown>;
  const b = value as Record<string, unknown>;
  const keys = Object.keys(b);
  const same = keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
  if (!same) previous.current = value;
  return previous.current;
}

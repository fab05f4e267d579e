import { useCallback } from 'react';
import { watchSettledState } from '../settled-state.ts';

/**
 * A ref callback that marks its element with the settled state (settled-state.ts) for as long as the element is
 * mounted: `<article ref={useSettledState()}>`. An element that appears later (a page shown after it loaded) is
 * watched from then on.
 */
export function useSettledState(): (element: Element | null) => (() => void) | undefined {
  return useCallback((element: Element | null) => (element ? watchSettledState(element) : undefined), []);
}

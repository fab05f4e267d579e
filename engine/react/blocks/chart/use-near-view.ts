import { useEffect, useState } from 'react';

/**
 * How far outside the visible part of the page a chart is drawn ahead of the reader's scrolling (CSS margin of the
 * IntersectionObserver's root): a chart this close below the fold is ready by the time it is scrolled to.
 */
export const nearViewMargin = '300px 0px';

/**
 * Where an element is against the viewport: 'unknown' until the browser has said (the observer's first report
 * comes after layout; a chart must not count as settled before it), then 'far' or 'near'.
 */
export type NearView = 'unknown' | 'far' | 'near';

/**
 * Whether the element given to the returned ref has come within `nearViewMargin` of the viewport (issue 26 point
 * 6: a report page on screen draws the charts the reader sees first and the rest as they come into view). Once
 * near, always near: a drawn chart is not taken down again. Not `enabled` (print, a preview), or a browser without
 * IntersectionObserver: near from the start.
 */
export function useNearView(enabled: boolean): [NearView, (element: Element | null) => void] {
  const watch = enabled && typeof IntersectionObserver !== 'undefined';
  const [where, setWhere] = useState<NearView>(watch ? 'unknown' : 'near');
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    if (where === 'near' || !watch || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (near) observer.disconnect();
        setWhere(near ? 'near' : 'far');
      },
      { rootMargin: nearViewMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, where, watch]);
  return [watch ? where : 'near', setTarget];
}

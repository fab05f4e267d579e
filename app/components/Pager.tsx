/** Previous/next paging of a paged list, with 'Side x af y'. Hidden when there is one page. */
import { observer } from 'mobx-react-lite';
import type { PagedList } from '../stores/PagedList.ts';

export interface PagerProps {
  list: PagedList<unknown>;
  label: string;
  onError: (error: unknown) => void;
}

export const Pager = observer(function Pager({ list, label, onError }: PagerProps) {
  if (list.pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      <button
        type="button"
        className="button"
        disabled={!list.hasPrevious || list.loading}
        onClick={() => list.previous().catch(onError)}
      >
        Forrige
      </button>
      <span aria-live="polite">
        Side {list.page} af {list.pageCount}
      </span>
      <button
        type="button"
        className="button"
        disabled={!list.hasNext || list.loading}
        onClick={() => list.next().catch(onError)}
      >
        Næste
      </button>
    </nav>
  );
});

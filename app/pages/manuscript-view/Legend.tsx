/** The legend of the manuscript view: one checkbox per kind of finding, with its mark and count, to show or hide it. */
import { observer } from 'mobx-react-lite';
import { viewCategories } from '../../../schemas/api/manuscript-view.ts';
import { categoryTexts } from './categories.ts';
import type { ManuscriptViewStore } from './ManuscriptViewStore.ts';

export const Legend = observer(function Legend({ store }: { store: ManuscriptViewStore }) {
  return (
    <fieldset className="msv-legend">
      <legend>Vis fund</legend>
      <ul>
        {viewCategories.map((category) => {
          const text = categoryTexts[category];
          const count = store.counts[category] ?? 0;
          return (
            <li key={category}>
              <label>
                <input type="checkbox" checked={store.shown.has(category)} onChange={() => store.toggle(category)} />
                <span className={`msv-tag msv-tag-${category}`} aria-hidden="true">
                  {text.label}
                </span>{' '}
                <span className={`msv-mark msv-${category}`}>{text.name}</span>{' '}
                <span className="msv-count">({count.toLocaleString('da-DK')})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});

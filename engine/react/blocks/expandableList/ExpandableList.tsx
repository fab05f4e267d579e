import { useContext, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ExpandableListProps } from '../../../../schemas/blocks/expandableList.ts';
import { asArray, userText } from '../../../index.ts';
import { EngineEnvironmentContext } from '../../engine-context.ts';
import { PassagesDialog } from '../../PassagesDialog.tsx';
import { passageKeyOf } from '../../passages-source.ts';
import { PrintCapNote, printCap } from '../../print-layout.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = string | { label?: string; detail?: string; [field: string]: unknown };

/** How many items are shown after pressing 'Se flere' or 'Se færre'. */
export function nextCount(shown: number, start: number, step: number, total: number, more: boolean): number {
  return more ? Math.min(total, shown + step) : Math.max(start, shown - step);
}

export function ExpandableList({ props, context }: BlockRendererProps<ExpandableListProps>) {
  const items = asArray<Item>(props.items);
  const start = props.start ?? 5;
  const step = props.step ?? start;
  const [shown, setShown] = useState(start);
  const [open, setOpen] = useState<{ key: string; label: string } | null>(null);
  const env = useContext(EngineEnvironmentContext);
  const canOpen = props.passages !== undefined && env?.passages !== undefined;
  const keyOf = (item: Item) => (canOpen && props.passages ? passageKeyOf(item, props.passages.keyField) : undefined);
  const visible = context.print ? printCap(items, true) : items.slice(0, shown);
  return (
    <section className="lk-expandable">
      {props.title ? <h3>{props.title}</h3> : null}
      {items.length === 0 && props.emptyText ? <p className="lk-message">{props.emptyText}</p> : null}
      <ul>
        {visible.map((item, i) =>
          typeof item === 'string' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: list position is the identity
            <li key={i}>{item}</li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: list position is the identity
            <li key={i}>
              <ItemLabel label={item.label} passageKey={keyOf(item)} onOpen={setOpen} />
              {item.detail ? <span className="lk-item-detail"> {item.detail}</span> : null}
            </li>
          ),
        )}
      </ul>
      {open !== null && props.passages ? (
        <PassagesDialog
          model={props.passages.model}
          passageKey={open.key}
          label={open.label}
          {...(props.passages.title ? { what: props.passages.title } : {})}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {context.print ? (
        <PrintCapNote shown={visible.length} total={items.length} />
      ) : (
        <div className="lk-expand-buttons">
          {shown < items.length ? (
            <Button className="lk-button" onPress={() => setShown(nextCount(shown, start, step, items.length, true))}>
              {userText.showMore}
            </Button>
          ) : null}
          {shown > start && items.length > start ? (
            <Button className="lk-button" onPress={() => setShown(nextCount(shown, start, step, items.length, false))}>
              {userText.showFewer}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** An item's label; a button opening its passages when the list has them and the item a key. */
function ItemLabel({
  label,
  passageKey,
  onOpen,
}: {
  label: string | undefined;
  passageKey: string | undefined;
  onOpen: (item: { key: string; label: string }) => void;
}) {
  if (passageKey === undefined) return <span className="lk-item-label">{label}</span>;
  return (
    <Button
      className="lk-item-label lk-passage-link"
      aria-label={userText.passagesOpen(label ?? passageKey)}
      onPress={() => onOpen({ key: passageKey, label: label ?? passageKey })}
    >
      {label}
    </Button>
  );
}

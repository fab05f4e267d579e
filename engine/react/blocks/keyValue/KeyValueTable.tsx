import type { KeyValueProps } from '../../../../schemas/blocks/keyValue.ts';
import { asArray, formatValue, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = KeyValueProps['items'][number];

/** Measures as a real table: the label is the row header, the value formatted da-DK. */
export function KeyValueTable({ props }: BlockRendererProps<KeyValueProps>) {
  const items = asArray<Item>(props.items);
  return (
    <table className="lk-table lk-key-value">
      {props.caption ? <caption>{props.caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{props.labelHeading ?? userText.measure}</th>
          <th scope="col">{props.valueHeading ?? userText.value}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <td>{formatValue(item.value, item.format)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

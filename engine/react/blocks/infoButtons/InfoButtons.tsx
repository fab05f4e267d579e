import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { InfoButtonsProps } from '../../../../schemas/blocks/infoButtons.ts';
import { asArray } from '../../../index.ts';
import { InfoDialog } from '../../InfoDialog.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = InfoButtonsProps['items'][number];

/** Info buttons opening dialogs; in print every text is shown at once. */
export function InfoButtons({ props, context }: BlockRendererProps<InfoButtonsProps>) {
  const items = asArray<Item>(props.items);
  const [open, setOpen] = useState<Item | null>(null);
  if (context.print) {
    return (
      <div className="lk-info-print">
        {items.map((item) => (
          <section key={item.label}>
            <h3>{item.label}</h3>
            <p>{item.text}</p>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="lk-info-buttons">
      {items.map((item) => (
        <Button key={item.label} className="lk-button lk-info-button" onPress={() => setOpen(item)}>
          {item.label}
        </Button>
      ))}
      {open ? (
        <InfoDialog title={open.label} isOpen onClose={() => setOpen(null)}>
          <p>{open.text}</p>
        </InfoDialog>
      ) : null}
    </div>
  );
}

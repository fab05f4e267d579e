import { Label, ProgressBar } from 'react-aria-components';
import type { InfoBoxesProps } from '../../../../schemas/blocks/infoBoxes.ts';
import { asRag, clampFraction, userText } from '../../../index.ts';
import { RagLabel } from '../../RagLabel.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = NonNullable<InfoBoxesProps['items']>[number];

/** The metric info boxes; when the boxes cannot be made, the spec's own failure text. */
export function InfoBoxes({ props }: BlockRendererProps<InfoBoxesProps>) {
  if (!Array.isArray(props.items) || props.items.length === 0) {
    return <p className="lk-message">{userText.infoBoxesFailed}</p>;
  }
  return (
    <ul className="lk-info-boxes">
      {(props.items as Item[]).map((item, i) => {
        const rag = asRag(item.rag);
        const progress = clampFraction(item.progress);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id
          <li key={i} className="lk-info-box" data-rag={rag}>
            {typeof item.progress === 'number' ? (
              <ProgressBar className="lk-progress" value={progress * 100} valueLabel={item.valueText}>
                {({ percentage, valueText }) => (
                  <>
                    <Label className="lk-info-box-headline">{item.headline}</Label>
                    <span className="lk-progress-value">{valueText}</span>
                    <div className="lk-progress-track">
                      <div className="lk-progress-fill" style={{ width: `${percentage}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
            ) : (
              <h3 className="lk-info-box-headline">{item.headline}</h3>
            )}
            {typeof item.progress !== 'number' && item.valueText ? (
              <p className="lk-info-box-value">{item.valueText}</p>
            ) : null}
            {item.note ? <p className="lk-info-box-note">{item.note}</p> : null}
            {item.description ? <p>{item.description}</p> : null}
            {rag ? <RagLabel rag={rag} text={item.ragText} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

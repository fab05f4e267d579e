import type { ClassificationProps } from '../../../../schemas/blocks/classification.ts';
import { asArray, displayClassName, formatNumber, sameClass, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type ClassScore = { class: string; score: number };
type Characteristic = { metric?: string; text?: string };

export function Classification({ props }: BlockRendererProps<ClassificationProps>) {
  const classes = asArray<ClassScore>(props.classes);
  const characteristics = asArray<Characteristic>(props.characteristics).filter((c) => c.text && c.text !== 'NoText');
  const compared = props.given !== undefined && props.analysed !== undefined;
  const match = compared && sameClass(props.given ?? '', props.analysed ?? '');
  return (
    <section className="lk-classification">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <ol className="lk-classes">
        {classes.map((c) => (
          <li key={c.class}>
            <span className="lk-class-name">{displayClassName(c.class)}</span>{' '}
            <span className="lk-class-score">{formatNumber(c.score, { style: 'fraction' })}</span>
          </li>
        ))}
      </ol>
      {compared ? (
        <dl className="lk-given-analysed" data-match={match}>
          <dt>{userText.given}</dt>
          <dd>{displayClassName(props.given ?? '')}</dd>
          <dt>{userText.analysed}</dt>
          <dd>{displayClassName(props.analysed ?? '')}</dd>
        </dl>
      ) : null}
      {compared && (match ? props.matchText : props.noMatchText) ? (
        <p className="lk-match-text">{match ? props.matchText : props.noMatchText}</p>
      ) : null}
      {characteristics.length > 0 ? (
        <ul className="lk-characteristics">
          {characteristics.map((c) => (
            <li key={`${c.metric}-${c.text}`}>
              {c.metric ? <strong>{displayClassName(c.metric)}: </strong> : null}
              {c.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

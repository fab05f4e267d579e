import type { ElementListProps } from '../../../../schemas/blocks/elementList.ts';
import { asArray, formatValue, type ReportContext, userText } from '../../../index.ts';
import { type ReportRouteName, useEngineEnvironment } from '../../engine-context.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = ElementListProps['items'][number];

/** The route of a link to another report of the same subject: the data names the report, the page the route. */
function reportRoute(context: ReportContext): ReportRouteName {
  if (context.isSimilarBook) return 'similarBookReportView';
  return context.isAdmin ? 'adminManuscriptReportView' : 'manuscriptReportView';
}

export function ElementList({ props, context }: BlockRendererProps<ElementListProps>) {
  const { reportHref, onAction } = useEngineEnvironment();
  const items = asArray<Item>(props.items);
  return (
    <ul className="lk-elements">
      {items.map((item) => (
        <li
          key={item.name}
          className={item.completed ? 'lk-element lk-completed' : 'lk-element'}
          data-completed={item.completed === true}
        >
          <h3>
            {item.name} <span className="lk-element-value">{formatValue(item.value, props.format)}</span>
            {item.completed ? <span className="lk-completed-label"> ({userText.completed})</span> : null}
          </h3>
          {item.text ? <p>{item.text}</p> : null}
          {item.reportId !== undefined && !context.print ? (
            <a href={reportHref({ name: reportRoute(context), reportId: item.reportId }, context)}>
              {userText.goToReport(item.typeName ?? item.name)}
            </a>
          ) : null}
          {item.setting && !context.print ? (
            <button
              type="button"
              className="lk-button lk-completed-toggle"
              aria-pressed={item.completed === true}
              onClick={() =>
                onAction({ type: 'setSetting', name: item.setting!, value: item.completed ? 'false' : 'true' })
              }
            >
              {item.completed ? userText.markUndone(item.name) : userText.markDone(item.name)}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The overlaid mood curves as a report definition of one chart block, so the engine draws them as it draws the
 * Stemning page's curve (lazy vega, Danish numbers, no loads, a labelled image). The values come in through the
 * content (`$content.moodCurve`, the points of `moodSeries`).
 */
import { loadEngineValidators, loadReportDefinition, type ReportDefinition } from '../../engine/index.ts';
import { blockContracts } from '../../engine/react/index.ts';
import { FROM_SERIES, TO_SERIES } from './mood.ts';

await loadEngineValidators();

/** The Sentiment page's id: the chart is its mood curve, twice. */
const SENTIMENT_REPORT_ID = 11;

export const moodChartDefinition: ReportDefinition = loadReportDefinition(
  {
    key: 'compare-mood',
    reportId: SENTIMENT_REPORT_ID,
    title: 'Stemningskurverne',
    data: {},
    blocks: [
      {
        type: 'chart',
        id: 'mood-curves',
        props: {
          title: 'Stemningskurven i begge versioner',
          description: `Linjegraf over stemningen i hver del af bogen: ${FROM_SERIES.toLowerCase()} og ${TO_SERIES.toLowerCase()}.`,
          emptyText: 'Ingen af versionerne har en stemningskurve.',
          size: { width: 640, height: 280 },
          spec: {
            mark: { type: 'line', point: true },
            encoding: {
              x: { field: 'part', type: 'quantitative', title: 'Placering i bogen (%)' },
              y: { field: 'Stemning', type: 'quantitative', title: 'Stemning' },
              color: {
                field: 'Version',
                type: 'nominal',
                title: 'Version',
                sort: [FROM_SERIES, TO_SERIES],
                scale: { domain: [FROM_SERIES, TO_SERIES], range: ['#6b7280', '#1d4ed8'] },
                legend: { orient: 'bottom' },
              },
              strokeDash: {
                field: 'Version',
                type: 'nominal',
                scale: {
                  domain: [FROM_SERIES, TO_SERIES],
                  range: [
                    [6, 4],
                    [1, 0],
                  ],
                },
                legend: null,
              },
              tooltip: [
                { field: 'Version' },
                { field: 'part', title: 'Placering (%)' },
                { field: 'Stemning', format: '.2f' },
              ],
            },
          },
        },
        bind: { values: '$content.moodCurve' },
      },
    ],
  },
  'app/compare/mood-chart.ts',
  { blockTypes: blockContracts },
);

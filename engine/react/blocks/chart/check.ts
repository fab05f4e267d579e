import { chartSpecProblems, type PropsCheckTools, type PropsProblem } from '../../../index.ts';

/** A chart's spec may not fetch or show anything from outside, and must compile where vega-lite is at hand. */
export function checkChartProps(props: Readonly<Record<string, unknown>>, tools: PropsCheckTools): PropsProblem[] {
  if (props.kind === 'radar' || props.spec === undefined) return [];
  return chartSpecProblems(props.spec, '/spec', tools);
}

export const chartExample = {
  type: 'chart',
  id: 'lix-per-part',
  props: {
    description: 'LIX for hver del af bogen',
    spec: {
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'part', type: 'quantitative', title: 'Placering i bogen (%)' },
        y: { field: 'lix', type: 'quantitative', title: 'LIX' },
      },
    },
    size: { width: 600, height: 260 },
    printSize: { width: 700, height: 300 },
  },
  bind: { values: "[legibilityParts.{'part': part, 'lix': lix}]" },
} as const;

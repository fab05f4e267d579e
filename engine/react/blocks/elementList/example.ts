export const elementListExample = {
  type: 'elementList',
  id: 'elements',
  bind: { items: "[{'name': 'Klichéer', 'value': 4, 'typeName': 'Klicheer', 'reportId': 17, 'completed': true}]" },
} as const;

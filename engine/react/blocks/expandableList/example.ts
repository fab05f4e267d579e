export const expandableListExample = {
  type: 'expandableList',
  id: 'words',
  props: { title: 'Ord', start: 3, step: 3 },
  bind: { items: "['et', 'to', 'tre', 'fire', 'fem', 'seks', 'syv']" },
} as const;

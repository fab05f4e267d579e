/**
 * The editor's own texts in Danish: CodeMirror's search panel, 'go to line', folding, completion and lint panels
 * (its phrases, given through EditorState.phrases). Every phrase CodeMirror 6 asks for is here; a test checks that
 * none is left in English.
 */
export const danishEditorPhrases: Record<string, string> = {
  // search panel (@codemirror/search)
  Find: 'Find',
  Replace: 'Erstat',
  next: 'næste',
  previous: 'forrige',
  all: 'alle',
  'match case': 'skeln mellem store og små bogstaver',
  'by word': 'hele ord',
  regexp: 'regulært udtryk',
  replace: 'erstat',
  'replace all': 'erstat alle',
  close: 'luk',
  'current match': 'nuværende fund',
  'replaced $ matches': '$ fund erstattet',
  'replaced match on line $': 'fund erstattet i linje $',
  'on line': 'i linje',
  'Go to line': 'Gå til linje',
  go: 'gå',
  // folding (@codemirror/language)
  'Fold line': 'Fold linjen sammen',
  'Unfold line': 'Fold linjen ud',
  'Folded lines': 'Sammenfoldede linjer',
  'Unfolded lines': 'Udfoldede linjer',
  to: 'til',
  'folded code': 'sammenfoldet kode',
  unfold: 'fold ud',
  // view, completion and lint
  'Control character': 'Kontroltegn',
  'Selection deleted': 'Markeringen er slettet',
  Completions: 'Forslag',
  Diagnostics: 'Fejl og advarsler',
  'No diagnostics': 'Ingen fejl eller advarsler',
};

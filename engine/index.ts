/** The framework-free report engine: load → validate → normalise → bind (React lives in engine/react). */
export { type BindInput, type BoundBlock, bindBlock, type ReportContent, type ReportContext } from './bind.ts';
export { chartSpecProblems } from './chart-spec.ts';
export { displayClassName, sameClass } from './class-names.ts';
export { contentSchemas, prepareContent } from './content.ts';
export type {
  BlockContract,
  CompiledBlock,
  DataSource,
  PropsCheckTools,
  PropsProblem,
  ReportDefinition,
} from './definition.ts';
export {
  type DefinitionCatalogue,
  type DefinitionSummary,
  definitionCatalogue,
} from './definition-catalogue.ts';
export { boundsProblems } from './dry-run.ts';
export {
  checkedDefinition,
  contentProblems,
  definitionFileName,
  definitionProblems,
  isEditableContent,
  type StoredDefinition,
} from './editorial-checks.ts';
export { DefinitionError, type DefinitionIssue } from './errors.ts';
export {
  type CompiledExpression,
  compileExpression,
  type ExpressionEnvironment,
  mustCompile,
} from './expression.ts';
export { expressionBounds } from './expression-bounds.ts';
export { formatDate, formatNumber, formatValue, locale, type NumberFormat, readerText } from './format.ts';
export { type LoadOptions, loadReportDefinition, schemaBlockTypes } from './load.ts';
export { type DefinitionFile, type LoadedDefinitions, loadReportDefinitions } from './load-all.ts';
export { collectingLogger, consoleLogger, type EngineLogger, type LogEntry } from './logger.ts';
export { definitionText, developerText, userText } from './messages.ts';
export { normaliseDefinition } from './normalise.ts';
export { asArray, asRag, clampFraction, type Rag, ragColours } from './rag.ts';
export { type AnalysisSource, analysisSource, analysisSourceSetting } from './report-context.ts';
export { type PayloadValidator, prepareSources, type SourceState, schemaPayloadValidator } from './sources.ts';
export { loadEngineValidators } from './validators.ts';

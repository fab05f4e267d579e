/** The framework-free report engine: load → validate → normalise → bind (React lives in engine/react). */
export { type BindInput, type BoundBlock, bindBlock, type ReportContent, type ReportContext } from './bind.ts';
export { displayClassName, sameClass } from './class-names.ts';
export { contentSchemas, prepareContent } from './content.ts';
export type { BlockPropsSpec, CompiledBlock, DataSource, ReportDefinition } from './definition.ts';
export { DefinitionError, type DefinitionIssue } from './errors.ts';
export { type CompiledExpression, compileExpression, mustCompile } from './expression.ts';
export { formatDate, formatNumber, formatValue, locale, type NumberFormat } from './format.ts';
export { type LoadOptions, loadReportDefinition } from './load.ts';
export { collectingLogger, consoleLogger, type EngineLogger, type LogEntry } from './logger.ts';
export { developerText, userText } from './messages.ts';
export { normaliseDefinition } from './normalise.ts';
export { asArray, asRag, clampFraction, type Rag, ragColours } from './rag.ts';
export { type PayloadValidator, prepareSources, type SourceState, schemaPayloadValidator } from './sources.ts';

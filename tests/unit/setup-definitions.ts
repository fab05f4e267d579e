/**
 * Unit tests have no server to serve the published definitions: the app's definitions come from the files in
 * reports/ that a fresh server seeds its database from (the API path is covered by the integration and browser
 * tests).
 */
import { readCompiledCharts } from '../../app/reports/compiled-charts.ts';
import { setDefinitionSource } from '../../app/reports/definition-source.ts';
import { readReportFiles } from '../../engine/report-files.ts';

setDefinitionSource(async () => readReportFiles().map((file) => ({ name: `reports/${file.name}`, json: file.json })));

// Nor the charts the server compiles ahead: the app's one read of them (app/reports/compiled-charts.ts) answers none,
// so every chart is compiled in place, as when that read fails.
void readCompiledCharts(async () => new Response(JSON.stringify({ charts: [] })));

/**
 * Unit tests have no server to serve the published definitions: the app's definitions come from the files in
 * reports/ that a fresh server seeds its database from (the API path is covered by the integration and browser
 * tests).
 */
import { setDefinitionSource } from '../../app/reports/definition-source.ts';
import { readReportFiles } from '../../engine/report-files.ts';

setDefinitionSource(async () => readReportFiles().map((file) => ({ name: `reports/${file.name}`, json: file.json })));

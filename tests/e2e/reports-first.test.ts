/** Every other report page in a real browser, on screen and in print (tests/e2e/support/report-pages.ts). */
import { reportPagesInTheBrowser } from './support/report-pages.ts';

reportPagesInTheBrowser(0);

// Entry of the CLI's second thread when the CLI runs from its TypeScript source (`node --import tsx analysis/cli.ts`,
// the tests): registers the TypeScript loader, then runs the CLI module, which serves the share (cli-threads.ts).
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');

// Entry of the fuzz worker thread: registers the TypeScript loader, then serves cases (case-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./case-thread.ts');

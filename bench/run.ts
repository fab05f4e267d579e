/**
 * The benchmark suite (results go to docs/PERFORMANCE.md):
 *   npm run bench                    the analysis: every novel of ../shared/corpus/literature, then a 10 MB text
 *   npm run bench -- FILE            the analysis of one file
 *   npm run bench -- analysis [FILE] the same, by name
 *   npm run bench -- api             API requests per second against /api/health in the same run (PGlite;
 *                                    BENCH_BACKEND=postgres with TEST_DATABASE_URL for PostgreSQL)
 *   npm run bench -- web             the JavaScript of the first pages, the report switch and every report page
 *                                    with the CPU throttled 4x, in Chromium (after npm run build; BENCH_WEB=pages,
 *                                    switch or throttled for one of them; BENCH_WEB=login: login form to the first
 *                                    report page settled, as is and throttled 4x)
 *   npm run bench -- upload          a 100,000-word .docx from upload to every model stored, and the API's p99
 *                                    during the analysis against its p99 idle (PGlite, and PostgreSQL if it answers)
 *   npm run bench -- upload-stall    /api/health's p99 and longest answer during 10 uploads of a 10,000,000-byte .txt
 *                                    (PGlite, and PostgreSQL if it answers; BENCH_BACKEND=pglite for one)
 *   npm run bench -- memory          resident memory (/proc VmRSS) of an idle server after start and after each job
 *   npm run bench -- workers         manuscripts per minute of 1 and 2 `npm run worker` processes on PostgreSQL
 *                                    (BENCH_WORKERS=1,2,4 for more), and the ratio to one
 */
const [command, ...rest] = process.argv.slice(2);

switch (command) {
  case 'api': {
    const { runApiBench } = await import('./server/api.ts');
    await runApiBench();
    break;
  }
  case 'web': {
    const { runWebBench } = await import('./web/first-page.ts');
    await runWebBench();
    break;
  }
  case 'upload': {
    const { runUploadBench } = await import('./server/upload.ts');
    await runUploadBench();
    break;
  }
  case 'upload-stall': {
    const { runUploadStallBench } = await import('./server/upload-stall.ts');
    await runUploadStallBench();
    break;
  }
  case 'memory': {
    const { runMemoryBench } = await import('./server/memory-at-rest.ts');
    await runMemoryBench();
    break;
  }
  case 'workers': {
    const { runWorkersBench } = await import('./server/workers.ts');
    await runWorkersBench();
    break;
  }
  case 'analysis': {
    const { runAnalysisBench } = await import('./analysis/all-files.ts');
    runAnalysisBench(rest[0]);
    break;
  }
  default: {
    const { runAnalysisBench } = await import('./analysis/all-files.ts');
    runAnalysisBench(command);
  }
}

export {};

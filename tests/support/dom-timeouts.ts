/**
 * Unit-test setup: in the files that render the app (happy-dom), Testing Library's waitFor/findBy wait up to 10 s
 * for a state instead of 1 s. They return as soon as the state is there; the longer bound only matters when CI's
 * two cores are busy and a render takes more than a second.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

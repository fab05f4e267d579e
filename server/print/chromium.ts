/**
 * Debian's headless Chromium as Lektør starts it (the PDF renderer, and the browser tests alike): the flags that keep
 * it from reaching out to the network on its own (without them it looks up Google's hosts at every start, which a
 * closed network refuses) and from the sandbox it cannot have as root.
 */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

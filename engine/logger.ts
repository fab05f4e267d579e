/** One logger for every recoverable problem the engine meets; tests swap it for a collecting one. */
export interface EngineLogger {
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

export const consoleLogger: EngineLogger = {
  warn: (message, detail) => console.warn(`[report-engine] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[report-engine] ${message}`, detail ?? ''),
};

export interface LogEntry {
  level: 'warn' | 'error';
  message: string;
  detail?: Record<string, unknown>;
}

/** A logger that keeps what it is told, for tests and for the validate:reports CLI. */
export function collectingLogger(): EngineLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (message, detail) => entries.push({ level: 'warn', message, detail }),
    error: (message, detail) => entries.push({ level: 'error', message, detail }),
  };
}

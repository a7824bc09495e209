/**
 * A small structured logger: one JSON line per event. Every field passes through `redact`, so a
 * password, token, code, secret or Authorization header can never reach a log line, even when a
 * caller logs a whole object by mistake.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values are secrets wherever they appear (checked case-insensitively, as substrings). */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|code|otp|hash|body/i;
const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** A copy of `value` with every secret-named field replaced; errors become name and message. */
export function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout by default. */
  write?: (line: string) => void;
  /** Time source for the `time` field. */
  now?: () => Date;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = LEVELS[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const log = (level: LogLevel) => (message: string, fields?: LogFields) => {
    if (LEVELS[level] < threshold) return;
    const safe = fields ? (redact(fields) as Record<string, unknown>) : {};
    write(JSON.stringify({ time: now().toISOString(), level, msg: message, ...safe }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** A logger that keeps its lines in memory, for tests that read what was logged. */
export function createMemoryLogger(level: LogLevel = 'debug'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger({ level, write: (line) => lines.push(line) }), lines };
}

/** A logger that drops everything. */
export const silentLogger: Logger = createLogger({ write: () => undefined });

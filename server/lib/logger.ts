/**
 * A small structured logger: one JSON line per event. Every field passes through `redact`, so a
 * password, token, code, secret or Authorization header can never reach a log line, even when a
 * caller logs a whole object by mistake. A line below the level costs nothing: it is dropped before
 * any redaction or formatting.
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

/** Copies the fields of `value` into `out`, every secret-named one replaced. */
function redactFields(value: object, out: Record<string, unknown>, depth: number): Record<string, unknown> {
  // for…in rather than Object.entries: no array of pairs per object on a line written per request.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item: unknown = (value as Record<string, unknown>)[key];
    out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

/** A copy of `value` with every secret-named field replaced; errors become name and message. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return redactFields(value, {}, depth);
}

/**
 * The current time as ISO text, formatted once per millisecond: a busy server logs many lines in
 * the same millisecond, and formatting a date is most of what a short line costs.
 */
function createIsoClock(): () => string {
  let formattedAt = Number.NaN;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

/**
 * Writes lines to stdout a batch per turn of the event loop. Writing to a pipe or a file is a
 * synchronous system call per write, which under load costs more than the line itself; the lines
 * of one turn (the requests answered in it) go out in one write instead. Warnings and errors, and
 * anything pending when the process exits, are written at once.
 */
function createStdoutWriter(): (line: string, urgent: boolean) => void {
  /** Past this, pending lines are written without waiting for the turn to end. */
  const MAX_PENDING_CHARS = 64 * 1024;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const out = pending;
    pending = '';
    process.stdout.write(out);
  };
  process.on('exit', flush);
  return (line, urgent) => {
    pending += `${line}\n`;
    if (urgent || pending.length >= MAX_PENDING_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

/** One writer for the process, made on first use: every logger shares its batch and exit hook. */
let stdoutWriter: ((line: string, urgent: boolean) => void) | undefined;
const writeToStdout = (line: string, urgent: boolean) => {
  stdoutWriter ??= createStdoutWriter();
  stdoutWriter(line, urgent);
};

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go, one call per line; stdout (batched, see above) by default. */
  write?: (line: string) => void;
  /** Time source for the `time` field. */
  now?: () => Date;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = LEVELS[options.level ?? 'info'];
  const custom = options.write;
  const { now } = options;
  const isoTime = now ? () => now().toISOString() : createIsoClock();
  const log = (level: LogLevel) => {
    // Decided once per level: a disabled level is a function that returns at once.
    if (LEVELS[level] < threshold) return () => undefined;
    const urgent = LEVELS[level] >= LEVELS.warn;
    return (message: string, fields?: LogFields) => {
      // The fields go after time, level and message (a field of the same name replaces its value).
      const entry: Record<string, unknown> = { time: isoTime(), level, msg: message };
      const line = JSON.stringify(fields ? redactFields(fields, entry, 0) : entry);
      if (custom) custom(line);
      else writeToStdout(line, urgent);
    };
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** A logger that keeps its lines in memory, for tests that read what was logged. */
export function createMemoryLogger(level: LogLevel = 'debug'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger({ level, write: (line) => lines.push(line) }), lines };
}

const drop = () => undefined;

/** A logger that drops everything, without redacting or formatting it first. */
export const silentLogger: Logger = { debug: drop, info: drop, warn: drop, error: drop };

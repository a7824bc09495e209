/**
 * Structured logs through pino: one JSON line per event (`time` ISO, `level` by name, `msg`, then
 * the fields). pino's `redact` replaces every field named like a secret (passwords, tokens, codes,
 * the Authorization header, bodies) up to three levels deep, so a secret never reaches a log line
 * even when a caller logs a whole object by mistake; errors are written as name and message.
 * A line below the level is dropped before its fields are read.
 */
import pino, { type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Names whose values are secrets, in the spellings the code and its libraries use. */
const SECRET_NAMES = [
  'password',
  'Password',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'tokenHash',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'code',
  'totpCode',
  'otp',
  'secret',
  'totpSecret',
  'secretKey',
  'webhookSecret',
  'sig',
  'body',
  'rawBody',
];
/** Each name at the top and one or two levels down (`*` also matches array indexes). */
const DEEP_PATHS = SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

/**
 * pino's wildcard paths cost about 25 µs a line (the top-level names alone, 0.1 µs), and most lines
 * (one per request) hold only plain values: those go through a logger that redacts the top level,
 * the rest through one that redacts three levels. Both write to the same destination.
 */
const hasNested = (fields: LogFields): boolean => {
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === 'object' && value !== null) return true;
  }
  return false;
};

/** Errors as name and message: a stack or an error's own fields could carry what the fields may not. */
const errorFields = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message } : value;

/**
 * pino's `time` field, the ISO text formatted once per millisecond: a busy server writes many lines
 * in one millisecond, and formatting a date is a good part of what a short line costs.
 */
function isoTimeField(now: (() => Date) | undefined): () => string {
  if (now) return () => `,"time":"${now().toISOString()}"`;
  let at = Number.NaN;
  let field = '';
  return () => {
    const ms = Date.now();
    if (ms !== at) {
      at = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

export interface LoggerOptions {
  level?: LogLevel | 'silent';
  /** Where lines go, one call per line (without its newline); stdout by default. */
  write?: (line: string) => void;
  /** Time source for the `time` field. */
  now?: () => Date;
}

/** Routine lines wait for a few kilobytes (or a second) and go out in one write; warnings at once. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * stdout, written asynchronously in batches: a write per line costs a system call (and a thread-pool
 * round trip) per request, more than the line itself. pino flushes what is left at exit.
 */
function stdout(): { destination: DestinationStream; flush: () => void } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  const flush = () => destination.flush();
  setInterval(flush, FLUSH_EVERY_MS).unref();
  return { destination, flush };
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const { write, now } = options;
  const out: { destination: DestinationStream; flush?: () => void } = write
    ? { destination: { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) } }
    : stdout();
  const { destination } = out;
  const time = isoTimeField(now);
  const withPaths = (paths: string[]) =>
    pino(
      {
        level: options.level ?? 'info',
        base: undefined,
        messageKey: 'msg',
        timestamp: time,
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths, censor: '[redacted]' },
        serializers: { error: errorFields, err: errorFields },
      },
      destination,
    );
  const flat = withPaths(SECRET_NAMES);
  const deep = withPaths(DEEP_PATHS);
  const at = (level: LogLevel) => {
    // Decided once per level: a disabled level returns before it reads the fields.
    if (!flat.isLevelEnabled(level)) return () => undefined;
    const urgent = level === 'warn' || level === 'error' ? out.flush : undefined;
    return (message: string, fields?: LogFields) => {
      (fields && hasNested(fields) ? deep : flat)[level](fields ?? {}, message);
      urgent?.();
    };
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that keeps its lines in memory, for tests that read what was logged. */
export function createMemoryLogger(level: LogLevel = 'debug'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger({ level, write: (line) => lines.push(line) }), lines };
}

/** A logger that drops everything without reading it. */
export const silentLogger: Logger = createLogger({ level: 'silent', write: () => undefined });

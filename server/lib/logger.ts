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

export interface LoggerOptions {
  level?: LogLevel | 'silent';
  /** Where lines go, one call per line (without its newline); stdout by default. */
  write?: (line: string) => void;
  /** Time source for the `time` field. */
  now?: () => Date;
}

/** stdout, written asynchronously: lines that arrive while a write is under way go out together. */
const stdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

export function createLogger(options: LoggerOptions = {}): Logger {
  const { write, now } = options;
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : stdout();
  const withPaths = (paths: string[]) =>
    pino(
      {
        level: options.level ?? 'info',
        base: undefined,
        messageKey: 'msg',
        timestamp: now ? () => `,"time":"${now().toISOString()}"` : pino.stdTimeFunctions.isoTime,
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
    return (message: string, fields?: LogFields) =>
      (fields && hasNested(fields) ? deep : flat)[level](fields ?? {}, message);
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

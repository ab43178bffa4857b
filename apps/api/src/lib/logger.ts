import pino, { type DestinationStream, type Logger } from 'pino';

/** Drizzle's "Failed query" errors carry the statement's parameters (a password hash, a token hash): never log them. */
export function redactQueryParams(text: string): string {
  return text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');
}

/** A reset link's token is a credential: keep it out of request logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]');
}

function serializeError(error: unknown): unknown {
  const plain = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return redactQueryParams(value);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([k]) => k !== 'params')
          .map(([k, v]) => [k, clean(v)]),
      );
    }
    return value;
  };
  return clean(plain);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

/** The API's logger: structured JSON (pino), with secrets kept out of errors and request lines. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

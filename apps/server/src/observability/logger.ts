import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per event (pino). What may be logged is decided where a line is written (requestLog.ts): ids,
 * method, path without its query, status and time — never headers, cookies, bodies or query strings, which is where
 * tokens and codes travel. The redaction below is a second net for any object logged by mistake.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['*.authorization', '*.cookie', '*.password', '*.code', '*.token', '*.access_token', '*.refresh_token', 'headers', 'body', 'query'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

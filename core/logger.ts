// The process logger: pino JSON lines on stdout.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'lepidoptera-data-service'): Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

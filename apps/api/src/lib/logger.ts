import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, nodeEnv: string): Logger {
  return pino({
    level,
    base: { service: 'vizyt-api' },
    // Never log credentials or tokens, wherever they appear in a logged object.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
    ...(nodeEnv === 'test' ? { level: process.env.LOG_LEVEL ?? 'silent' } : {}),
  });
}

import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger.js';

/** The app's log lines, as JSON, written by a logger of the test's own (pass `log` to startTestApp). */
export function capturedLog(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: createLogger(level, sink) };
}

import { Writable } from 'node:stream';

/** The server's error-level log lines, taken after each case: a 5xx's cause, or input that reached the database. */
export interface LogTap {
  stream: Writable;
  /** The causes logged since the last call. */
  take(): string[];
}

interface LogLine {
  level?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

/** The database's own words when a query failed (Drizzle wraps them: `caused by: error: value … out of range`). */
function causeOf(line: LogLine): string {
  const database = /caused by: (?:\w*error: )?(.+)/i.exec(line.err?.stack ?? '')?.[1];
  return database ?? line.err?.message ?? '';
}

const ERROR_LEVEL = 50;

export function createLogTap(): LogTap {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as LogLine;
        if ((line.level ?? 0) < ERROR_LEVEL) continue;
        lines.push(`${line.msg ?? ''}: ${causeOf(line)}`);
      }
      done();
    },
  });
  return {
    stream,
    take: () => {
      const taken = lines;
      lines = [];
      return taken;
    },
  };
}

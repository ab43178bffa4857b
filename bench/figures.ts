/**
 * The figures a benchmark checks against a goal (issue 9 and earlier issues): each script reports them with
 * reportFigure beside its own output, and `pnpm bench` (bench/run.ts) gathers every script's into one table at the end.
 */
export interface Figure {
  /** What was measured, e.g. 'services list, REST on PostgreSQL / bare Fastify'. */
  name: string;
  /** The measured value as printed, e.g. '0.87x' or '128 bookings/s'. */
  value: string;
  /** The goal it is held to, e.g. '≥ 0.50x'. */
  goal: string;
  /** Whether the value meets the goal. */
  met: boolean;
}

/** Marks a line of a benchmark's output as a figure for bench/run.ts. */
export const FIGURE_LINE_PREFIX = '::figure::';

export function reportFigure(figure: Figure): void {
  console.log(`${FIGURE_LINE_PREFIX}${JSON.stringify(figure)}`);
}

/** A figure line read back, or null for any other line. */
export function parseFigureLine(line: string): Figure | null {
  if (!line.startsWith(FIGURE_LINE_PREFIX)) return null;
  try {
    return JSON.parse(line.slice(FIGURE_LINE_PREFIX.length)) as Figure;
  } catch {
    return null;
  }
}

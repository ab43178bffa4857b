/**
 * The booking form's service rows, apart from its validation: the booking route's search handling (in the main
 * bundle) makes rows too, and must not bring the shared zod schemas onto pages that show no form.
 */

/** One service row of the form (spec §4: the list starts with one row; rows are added and removed). */
export interface ServiceRow {
  /** Stable React key of the row. */
  key: string;
  serviceId: string | null;
}

let rowCounter = 0;
export function newServiceRow(): ServiceRow {
  rowCounter++;
  return { key: `service-${rowCounter}`, serviceId: null };
}

import { type DbOrTx, schema } from '@hairsalon/db';
import { asc, eq } from 'drizzle-orm';

const { allcodes } = schema;

export interface AllcodeView {
  keyMap: string;
  valueVi: string;
  valueEn: string;
}

/** Reference codes of one type in their sort order (for TIME: the time slot definitions by start time). */
export function listAllcodes(db: DbOrTx, type: string): Promise<AllcodeView[]> {
  return db
    .select({ keyMap: allcodes.keyMap, valueVi: allcodes.valueVi, valueEn: allcodes.valueEn })
    .from(allcodes)
    .where(eq(allcodes.type, type))
    .orderBy(asc(allcodes.sortOrder), asc(allcodes.keyMap));
}

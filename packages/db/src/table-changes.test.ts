import { describe, expect, it } from 'vitest';
import { writtenTables } from './table-changes.js';

describe('writtenTables', () => {
  it('names the tables a statement writes, as drizzle and raw SQL spell them', () => {
    expect(writtenTables('insert into "bookings" ("id") values ($1)')).toEqual(['bookings']);
    expect(writtenTables('update "users" set "first_name" = $1 where "users"."id" = $2')).toEqual(['users']);
    expect(writtenTables('delete from "services" where "services"."id" = $1')).toEqual(['services']);
    expect(writtenTables('TRUNCATE TABLE feedback')).toEqual(['feedback']);
    expect(writtenTables('with x as (update schedule_slots set status_time = $1 returning id) select * from x')).toEqual([
      'schedule_slots',
    ]);
  });

  it('names none for reads, whatever their column names', () => {
    expect(writtenTables('select "updated_at", "inserted" from "services" for update')).toEqual([]);
    expect(writtenTables('select 1')).toEqual([]);
  });
});

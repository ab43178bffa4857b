import { messages, Role } from '@hairsalon/shared';
import { badRequest } from '../../errors.js';
import { type RestRoute, route } from '../../rest/routes.js';
import { list } from '../../rest/values.js';

interface ScheduleEntry {
  stylistId?: unknown;
  date?: unknown;
  timeType?: unknown;
}

export const scheduleRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-schedule-stylist-by-date',
    procedure: 'schedule.byStylistAndDate',
    encoding: 'query',
    access: 'public',
    summary: "A stylist's time slots for a day (date: epoch ms), sorted, with statusTime enable/disable.",
    call: (caller, { values }) => caller.schedule.byStylistAndDate({ stylistId: values.stylistId as number, date: values.date as number }),
  }),
  route({
    method: 'POST',
    path: '/create-schedule',
    procedure: 'schedule.createMany',
    encoding: 'json',
    access: [Role.Staff, Role.Admin],
    summary: 'Add time slots: arrSchedule = [{ stylistId, date, timeType }]; existing slots are skipped.',
    call: async (caller, { values }) => {
      const entries = list(values.arrSchedule);
      if (entries.length === 0 || entries.some((e) => !e || typeof e !== 'object')) throw badRequest(messages.schedule.selectionRequired);
      // Group by stylist and day: one set of slots per stylist-day, created all together or not at all.
      const groups = new Map<string, { stylistId: number; date: number; timeTypes: string[] }>();
      for (const e of entries as ScheduleEntry[]) {
        const key = `${e.stylistId}:${e.date}`;
        const group = groups.get(key) ?? { stylistId: Number(e.stylistId), date: Number(e.date), timeTypes: [] };
        group.timeTypes.push(String(e.timeType ?? ''));
        groups.set(key, group);
      }
      return caller.schedule.createMany({ entries: [...groups.values()] });
    },
    present: (result) => ({ data: result, message: result.message }),
  }),
];

import { messages } from '@hairsalon/shared';
import { badRequest } from '../../errors.js';
import { salonDateOf, specDateOfInstant, stylistPlace } from '../../rest/dates.js';
import { type RestRoute, route } from '../../rest/routes.js';
import { optionalLocation } from '../../rest/values.js';

export const scheduleRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-schedule-stylist-by-date',
    procedure: 'schedule.byStylistAndDate',
    encoding: 'query',
    summary:
      "A stylist's time slots for a day (date: epoch ms; a UTC midnight is that calendar day), sorted, with statusTime enable/disable; each slot's date is the UTC midnight of the salon day.",
    call: async (caller, { values }, ctx) => {
      const stylistId = values.number('stylistId');
      const date = await salonDateOf(values.number('date'), stylistPlace(ctx, stylistId));
      return caller.schedule.byStylistAndDate({ stylistId: stylistId as number, date: date as number, ...optionalLocation(values) });
    },
    present: (slots) => ({ data: slots.map((slot) => ({ ...slot, date: specDateOfInstant(slot.date, slot.timeZone) })) }),
  }),
  route({
    method: 'POST',
    path: '/create-schedule',
    procedure: 'schedule.createMany',
    encoding: 'json',
    summary: 'Add time slots: arrSchedule = [{ stylistId, date, timeType }]; existing slots are skipped.',
    call: async (caller, { values }, ctx) => {
      const entries = values.entries('arrSchedule');
      if (entries.length === 0) {
        // A validation message like any other: the spec's client may toast `errors`.
        throw badRequest(messages.schedule.selectionRequired, { arrSchedule: messages.schedule.selectionRequired });
      }
      // Group by stylist and day: one set of slots per stylist-day, created all together or not at all.
      // A body's `locationId`, when given, is where every stylist named must work.
      const groups = new Map<string, { stylistId: number; date: number; timeTypes: string[]; locationId?: number }>();
      for (const entry of entries) {
        // Missing or non-numeric ids and dates become NaN, which the procedure refuses with the selection message.
        const stylistId = Number(entry.number('stylistId'));
        const date = Number(await salonDateOf(entry.number('date'), stylistPlace(ctx, stylistId)));
        const key = `${stylistId}:${date}`;
        const group = groups.get(key) ?? { stylistId, date, timeTypes: [], ...optionalLocation(values) };
        group.timeTypes.push(entry.text('timeType') ?? '');
        groups.set(key, group);
      }
      return caller.schedule.createMany({ entries: [...groups.values()] });
    },
    present: (result) => ({ data: result, message: result.message }),
  }),
];

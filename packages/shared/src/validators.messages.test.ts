import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from './messages.js';
import { EMPTY_SALON_DETAILS } from './salon.js';
import {
  createScheduleSchema,
  customerBookingsPageSchema,
  faqListSchema,
  feedbackSchema,
  fieldErrors,
  idempotencyKeySchema,
  locationSchema,
  MAX_DATE_MS,
  MIN_DATE_MS,
  pointsToUseSchema,
  salarySchema,
  salonDetailsSchema,
  serviceSchema,
} from './validators.js';

/*
 * Each rule of a form says its own message, whichever way the value breaks it (wrong type, not whole, too small, too
 * large, wrong shape): the forms show it beside the field and the API answers it, so a rule that fails with zod's
 * default English would show the user a message no catalogue translates.
 */

/** The message the form shows for `field` when `input` is checked, or undefined when the field passes. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrors(result.error)[field];
}

const service = { name: 'Cut', description: 'A precision cut', price: 25 };
const salary = { stylistId: 3, month: '11', year: '2026' };
const feedback = { rating: 5, comment: 'Lovely cut', bookingId: 1, serviceId: 1 };
const schedule = { stylistId: 3, date: Date.UTC(2026, 11, 1), timeTypes: ['T1'] };
const salon = { ...EMPTY_SALON_DETAILS, name: 'Lotus Hair' };
const location = { name: 'Sydney', address: '1 George St', addressVi: '', phone: '', timeZone: 'Australia/Sydney' };
const faq = { questionEn: 'Do you take walk-ins?', answerEn: 'Yes.', questionVi: 'Có nhận khách vãng lai không?', answerVi: 'Có.' };

type Case = [rule: string, schema: z.ZodType, input: unknown, field: string, message: string];

const cases: Case[] = [
  ['a price that is not a number', serviceSchema, { ...service, price: '25' }, 'price', messages.service.priceRequired],
  ['a price below one cent', serviceSchema, { ...service, price: 0.001 }, 'price', messages.service.priceInvalid],
  ['a price above $100,000', serviceSchema, { ...service, price: 100_000.01 }, 'price', messages.service.priceInvalid],
  [
    'a duration that is not a number',
    serviceSchema,
    { ...service, durationMinutes: '60' },
    'durationMinutes',
    messages.service.durationInvalid,
  ],
  [
    'a duration not in whole minutes',
    serviceSchema,
    { ...service, durationMinutes: 60.5 },
    'durationMinutes',
    messages.service.durationInvalid,
  ],
  ['a duration under one slot', serviceSchema, { ...service, durationMinutes: 0 }, 'durationMinutes', messages.service.durationInvalid],
  ['a duration over four slots', serviceSchema, { ...service, durationMinutes: 300 }, 'durationMinutes', messages.service.durationInvalid],
  [
    'a duration not in whole slots',
    serviceSchema,
    { ...service, durationMinutes: 90 },
    'durationMinutes',
    messages.service.durationInvalid,
  ],
  ['a buffer that is not a number', serviceSchema, { ...service, bufferMinutes: '15' }, 'bufferMinutes', messages.service.bufferInvalid],
  ['a buffer not in whole minutes', serviceSchema, { ...service, bufferMinutes: 7.5 }, 'bufferMinutes', messages.service.bufferInvalid],
  ['a negative buffer', serviceSchema, { ...service, bufferMinutes: -15 }, 'bufferMinutes', messages.service.bufferInvalid],
  ['a buffer over two slots', serviceSchema, { ...service, bufferMinutes: 121 }, 'bufferMinutes', messages.service.bufferInvalid],
  ['locations that are not a list', serviceSchema, { ...service, locations: 'everywhere' }, 'locations', messages.service.locationsInvalid],
  [
    'a location listed twice',
    serviceSchema,
    {
      ...service,
      locations: [
        { locationId: 1, price: null },
        { locationId: 1, price: 30 },
      ],
    },
    'locations',
    messages.service.locationsInvalid,
  ],
  [
    'more than 500 locations',
    serviceSchema,
    { ...service, locations: Array.from({ length: 501 }, (_, i) => ({ locationId: i + 1, price: null })) },
    'locations',
    messages.service.locationsInvalid,
  ],
  ['a month that is not text', salarySchema, { ...salary, month: 11 }, 'month', messages.salary.monthInvalid],
  ['month 13', salarySchema, { ...salary, month: '13' }, 'month', messages.salary.monthInvalid],
  ['a year that is not text', salarySchema, { ...salary, year: 2026 }, 'year', messages.salary.yearInvalid],
  ['the year 1899', salarySchema, { ...salary, year: '1899' }, 'year', messages.salary.yearInvalid],
  ['a rating that is not a number', feedbackSchema, { ...feedback, rating: '5' }, 'rating', messages.feedback.ratingRequired],
  ['a half-star rating', feedbackSchema, { ...feedback, rating: 4.5 }, 'rating', messages.feedback.ratingRequired],
  ['no stars', feedbackSchema, { ...feedback, rating: 0 }, 'rating', messages.feedback.ratingRequired],
  ['six stars', feedbackSchema, { ...feedback, rating: 6 }, 'rating', messages.feedback.ratingRequired],
  ['a comment that is not text', feedbackSchema, { ...feedback, comment: 42 }, 'comment', messages.feedback.commentRequired],
  [
    'a schedule date that is not a number',
    createScheduleSchema,
    { ...schedule, date: '2026-12-01' },
    'date',
    messages.schedule.selectionRequired,
  ],
  [
    'a schedule date not in whole milliseconds',
    createScheduleSchema,
    { ...schedule, date: MIN_DATE_MS + 0.5 },
    'date',
    messages.schedule.selectionRequired,
  ],
  [
    'a schedule date before 2000',
    createScheduleSchema,
    { ...schedule, date: MIN_DATE_MS - 1 },
    'date',
    messages.schedule.selectionRequired,
  ],
  ['a schedule date after 2100', createScheduleSchema, { ...schedule, date: MAX_DATE_MS + 1 }, 'date', messages.schedule.selectionRequired],
  ['a schedule with no time', createScheduleSchema, { ...schedule, timeTypes: [] }, 'timeTypes', messages.schedule.selectionRequired],
  ['a page size that is not a number', customerBookingsPageSchema, { limit: '10' }, 'limit', messages.booking.invalidPageSize],
  ['a page size not whole', customerBookingsPageSchema, { limit: 2.5 }, 'limit', messages.booking.invalidPageSize],
  ['an empty page', customerBookingsPageSchema, { limit: 0 }, 'limit', messages.booking.invalidPageSize],
  ['a page of 51', customerBookingsPageSchema, { limit: 51 }, 'limit', messages.booking.invalidPageSize],
  ['a cursor that names no booking', customerBookingsPageSchema, { cursor: -1 }, 'cursor', messages.booking.invalidCursor],
  ['an idempotency key that is not text', idempotencyKeySchema, 42, '_', messages.booking.idempotencyKeyInvalid],
  ['an idempotency key of 256 characters', idempotencyKeySchema, 'k'.repeat(256), '_', messages.booking.idempotencyKeyInvalid],
  ['an idempotency key starting with a space', idempotencyKeySchema, ' key-1', '_', messages.booking.idempotencyKeyInvalid],
  ['31 points', pointsToUseSchema, 31, '_', messages.booking.pointsMax],
  ['a salon name that is not text', salonDetailsSchema, { ...salon, name: 7 }, 'name', messages.salon.nameRequired],
  ['a blank salon name', salonDetailsSchema, { ...salon, name: '   ' }, 'name', messages.salon.nameRequired],
  ["a salon email that isn't one", salonDetailsSchema, { ...salon, email: 'hello at lotus' }, 'email', messages.salon.emailInvalid],
  ['a time zone that is not text', locationSchema, { ...location, timeZone: 10 }, 'timeZone', messages.location.timeZoneInvalid],
  [
    'a time zone of 65 characters',
    locationSchema,
    { ...location, timeZone: `Australia/${'S'.repeat(55)}` },
    'timeZone',
    messages.location.timeZoneInvalid,
  ],
  [
    'a time zone this runtime does not know',
    locationSchema,
    { ...location, timeZone: 'Mars/Olympus_Mons' },
    'timeZone',
    messages.location.timeZoneInvalid,
  ],
  [
    'an FAQ with no Vietnamese answer',
    faqListSchema,
    { faqs: [{ ...faq, answerVi: ' ' }] },
    'faqs.0.answerVi',
    messages.salon.faqIncomplete,
  ],
];

describe('each form rule, broken', () => {
  it.each(cases)('%s: says its own message', (_rule, schema, input, field, message) => {
    expect(message).toBeTruthy();
    expect(messageFor(schema, input, field)).toBe(message);
  });
});

describe('the same forms, filled in well', () => {
  it.each([
    [
      'a service of two slots with a buffer, offered at two locations',
      serviceSchema,
      {
        ...service,
        durationMinutes: 120,
        bufferMinutes: 30,
        locations: [
          { locationId: 1, price: null },
          { locationId: 2, price: 30 },
        ],
      },
    ],
    ['December 2026', salarySchema, { ...salary, month: '12' }],
    ['a one-star review', feedbackSchema, { ...feedback, rating: 1 }],
    ['a page of 50 after a cursor', customerBookingsPageSchema, { limit: 50, cursor: 9 }],
    ['an idempotency key with a space inside', idempotencyKeySchema, 'key 1'],
    ['30 points', pointsToUseSchema, 30],
    ['a salon with an email', salonDetailsSchema, { ...salon, email: 'hello@lotus.example' }],
    ['a location in Ho Chi Minh City', locationSchema, { ...location, timeZone: 'Asia/Ho_Chi_Minh' }],
    ['two FAQs', faqListSchema, { faqs: [faq, faq] }],
  ] as [string, z.ZodType, unknown][])('%s passes', (_form, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });
});

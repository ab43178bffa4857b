import type { CreateBookingInput } from '@hairsalon/shared';

/** A booking the form could send, for tests that only need the server's answer to one. */
export const sampleBookingInput: CreateBookingInput = {
  fullName: 'An Vo',
  phone: '0901234567',
  email: 'an@example.com',
  stylistId: 2,
  date: 0,
  timeType: 'T1',
  serviceIds: [1],
  pointsToUse: 0,
};

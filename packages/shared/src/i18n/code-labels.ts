import {
  type BookingStatusId,
  bookingStatusLabels,
  type PositionId,
  positionLabels,
  type RoleId,
  roleLabels,
  type TimeSlotDefinition,
} from '../codes.js';
import type { Language } from './language.js';

interface CodeLabels {
  role: Record<RoleId, string>;
  bookingStatus: Record<BookingStatusId, string>;
  position: Record<PositionId, string>;
}

/** The spec's code labels (roles, booking states, positions) in each language; English is the spec's word for word. */
export const codeLabels: Record<Language, CodeLabels> = {
  en: { role: roleLabels, bookingStatus: bookingStatusLabels, position: positionLabels },
  vi: {
    role: { R1: 'Nhân viên', R2: 'Quản trị viên', R3: 'Stylist', R4: 'Khách hàng' },
    bookingStatus: { S1: 'Chờ thanh toán', S2: 'Đã xác nhận', S3: 'Hoàn thành', S4: 'Đã hủy', S5: 'Khách không đến' },
    position: { P0: 'Thợ cắt tóc học việc', P1: 'Thợ cắt tóc', P2: 'Thợ cắt tóc bậc thầy' },
  },
};

/** A time slot's label: allcode's valueEn ("9:00 AM") in English, valueVi ("09:00", 24-hour) in Vietnamese. */
export function timeSlotLabel(slot: Pick<TimeSlotDefinition, 'valueEn' | 'valueVi'>, language: Language): string {
  return language === 'vi' ? slot.valueVi : slot.valueEn;
}

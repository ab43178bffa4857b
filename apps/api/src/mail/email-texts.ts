import { type CatalogueOf, type Language, translationOf } from '@hairsalon/shared';

/** Every text of the emails in English (the product's own words; the spec shows none). */
const emailTextsEn = {
  hello: (name: string) => `Hello ${name},`,
  footer: (brand: string) => `This email was sent because of an action on your ${brand} account.`,
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  when: 'When',
  stylist: 'Stylist',
  booking: 'Booking',
  total: 'Total',
  /** "Saturday, 21 November 2026 (21-11-2026) at 9:00 AM" */
  appointmentWhen: (longDate: string, date: string, slot: string) => `${longDate} (${date}) at ${slot}`,
  reset: {
    subject: (brand: string) => `Reset your ${brand} password`,
    /** Ends with '.' in the HTML and ':' before the link in the text. */
    intro: (brand: string, minutes: number) =>
      `We received a request to reset your ${brand} password. The link below works once, for ${minutes} minutes`,
    button: 'Reset password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  received: {
    subject: (date: string) => `We received your booking for ${date}`,
    thanks: (brand: string) =>
      `Thank you for booking with ${brand}. Your appointment is held for you; please complete the payment to confirm it.`,
    payNow: 'Pay now',
    hold: (minutes: number) =>
      `We hold the time slot for ${minutes} minutes. If the payment is not completed by then, the booking is cancelled and the slot is released.`,
  },
  confirmed: {
    subject: (date: string) => `Your booking is confirmed for ${date}`,
    body: 'Your payment was received and your appointment is confirmed. We look forward to seeing you!',
    /** A front-desk booking (walk-in or phone): confirmed at once, paid at the salon, nothing received yet. */
    bodyAtSalon: 'Your appointment is confirmed. It will be paid at the salon. We look forward to seeing you!',
    calendar: 'The attached calendar file adds the appointment to your calendar.',
    calendarSummary: (brand: string, stylist: string) => `${brand} appointment with ${stylist}`,
  },
  cancelled: {
    subject: (date: string) => `Your booking for ${date} was cancelled`,
    byCustomer: 'Your booking has been cancelled as you requested.',
    byStaff: 'We are sorry: the salon had to cancel your booking.',
    byExpiry: 'Your booking was cancelled because the payment was not completed in time, and the time slot was released.',
    refund: (amount: string) => `A refund of ${amount} was issued to your original payment method.`,
    bookAgain: 'You are welcome to book another time whenever it suits you.',
  },
  completed: {
    subject: (brand: string) => `Thank you for visiting ${brand}`,
    thanks: (stylist: string) => `Thank you for your visit! We hope you enjoyed your appointment with ${stylist}.`,
    /** Ends with '.' in the HTML and ':' before the link in the text. */
    feedback: 'We would love to hear how it went: leave feedback on your services from your booking history',
    button: 'Leave feedback',
  },
  reminder: {
    subject: (brand: string, date: string) => `Reminder: your ${brand} appointment on ${date}`,
    body: 'This is a friendly reminder of your appointment tomorrow.',
    seeYou: 'See you soon!',
  },
  rescheduled: {
    subject: (bookingId: number, date: string, slot: string) => `Booking #${bookingId} moved to ${date} at ${slot}`,
    customer: 'Customer',
    newTime: 'New time',
    was: 'Was',
    /** "Saturday, 21 November 2026 (21-11-2026) at 9:00 AM with Anna Lee" */
    previous: (when: string, stylist: string) => `${when} with ${stylist}`,
    body: 'This appointment has been moved. Its payment and points stay with it.',
    calendar: 'The attached calendar file replaces the earlier one.',
  },
  waitlist: {
    subject: (date: string) => `A time is free on ${date}`,
    /** `stylist` is null when the customer waits for any stylist. */
    lead: (day: string, stylist: string | null, starts: string) =>
      `A time you were waiting for is free on ${day}${stylist ? ` with ${stylist}` : ''}: ${starts}. The first to book it gets it.`,
    button: 'Book now',
    stay: 'You stay on the waitlist until you book that day or leave it in your order history.',
  },
} as const;

/** The same texts in Vietnamese: same keys and parameters, or the typecheck fails. */
const emailTextsVi = translationOf<typeof emailTextsEn>()({
  hello: (name: string) => `Xin chào ${name},`,
  footer: (brand: string) => `Bạn nhận được email này vì có một thao tác trên tài khoản ${brand} của bạn.`,
  buttonFallback: 'Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt:',
  when: 'Thời gian',
  stylist: 'Stylist',
  booking: 'Lịch hẹn',
  total: 'Tổng cộng',
  appointmentWhen: (longDate: string, date: string, slot: string) => `${slot}, ${longDate} (${date})`,
  reset: {
    subject: (brand: string) => `Đặt lại mật khẩu ${brand} của bạn`,
    intro: (brand: string, minutes: number) =>
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu ${brand} của bạn. Liên kết dưới đây chỉ dùng được một lần, trong vòng ${minutes} phút`,
    button: 'Đặt lại mật khẩu',
    ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email: mật khẩu của bạn vẫn giữ nguyên.',
  },
  received: {
    subject: (date: string) => `Chúng tôi đã nhận lịch hẹn ngày ${date} của bạn`,
    thanks: (brand: string) =>
      `Cảm ơn bạn đã đặt lịch tại ${brand}. Lịch hẹn đang được giữ cho bạn; vui lòng hoàn tất thanh toán để xác nhận.`,
    payNow: 'Thanh toán ngay',
    hold: (minutes: number) =>
      `Chúng tôi giữ khung giờ này trong ${minutes} phút. Nếu bạn chưa thanh toán xong trong thời gian đó, lịch hẹn sẽ bị hủy và khung giờ được mở lại.`,
  },
  confirmed: {
    subject: (date: string) => `Lịch hẹn ngày ${date} của bạn đã được xác nhận`,
    body: 'Chúng tôi đã nhận được thanh toán và lịch hẹn của bạn đã được xác nhận. Hẹn gặp bạn tại salon!',
    bodyAtSalon: 'Lịch hẹn của bạn đã được xác nhận. Bạn sẽ thanh toán tại salon. Hẹn gặp bạn!',
    calendar: 'Mở tệp lịch đính kèm để thêm lịch hẹn vào lịch của bạn.',
    calendarSummary: (brand: string, stylist: string) => `Lịch hẹn ${brand} với ${stylist}`,
  },
  cancelled: {
    subject: (date: string) => `Lịch hẹn ngày ${date} của bạn đã bị hủy`,
    byCustomer: 'Lịch hẹn của bạn đã được hủy theo yêu cầu.',
    byStaff: 'Rất tiếc: salon buộc phải hủy lịch hẹn của bạn.',
    byExpiry: 'Lịch hẹn của bạn đã bị hủy vì chưa được thanh toán kịp thời, và khung giờ đã được mở lại.',
    refund: (amount: string) => `Chúng tôi đã hoàn ${amount} về phương thức thanh toán ban đầu của bạn.`,
    bookAgain: 'Bạn có thể đặt lịch khác bất cứ lúc nào thuận tiện.',
  },
  completed: {
    subject: (brand: string) => `Cảm ơn bạn đã ghé ${brand}`,
    thanks: (stylist: string) => `Cảm ơn bạn đã ghé thăm! Mong bạn hài lòng với buổi hẹn cùng ${stylist}.`,
    feedback: 'Chúng tôi rất muốn biết cảm nhận của bạn: hãy đánh giá các dịch vụ trong lịch sử đặt lịch',
    button: 'Gửi đánh giá',
  },
  reminder: {
    subject: (brand: string, date: string) => `Nhắc lịch: lịch hẹn ${brand} của bạn ngày ${date}`,
    body: 'Xin nhắc bạn về lịch hẹn vào ngày mai.',
    seeYou: 'Hẹn sớm gặp bạn!',
  },
  rescheduled: {
    subject: (bookingId: number, date: string, slot: string) => `Lịch hẹn #${bookingId} đã được dời sang ${slot} ngày ${date}`,
    customer: 'Khách hàng',
    newTime: 'Thời gian mới',
    was: 'Trước đây',
    previous: (when: string, stylist: string) => `${when} với ${stylist}`,
    body: 'Lịch hẹn này đã được dời. Thanh toán và điểm thưởng vẫn được giữ nguyên.',
    calendar: 'Tệp lịch đính kèm thay thế tệp đã gửi trước đó.',
  },
  waitlist: {
    subject: (date: string) => `Đã có giờ trống ngày ${date}`,
    lead: (day: string, stylist: string | null, starts: string) =>
      `Khung giờ bạn đang chờ đã trống vào ${day}${stylist ? ` với ${stylist}` : ''}: ${starts}. Ai đặt trước sẽ được giữ chỗ.`,
    button: 'Đặt lịch ngay',
    stay: 'Bạn vẫn ở trong danh sách chờ cho đến khi đặt lịch ngày đó hoặc rời danh sách trong lịch sử đặt lịch.',
  },
});

export type EmailTexts = CatalogueOf<typeof emailTextsEn>;
export const emailTexts: Record<Language, EmailTexts> = { en: emailTextsEn, vi: emailTextsVi };

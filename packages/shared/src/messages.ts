import { CUSTOMER_BOOKINGS_MAX_PAGE_SIZE } from './constants.js';
import { formatUsd } from './money.js';

/** "1 time slot", "2 time slots": English plural of a counted noun. */
function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * Every user-facing message of spec §5 (validation) and §8 (error catalogue), word for word,
 * plus the few the product adds (ARCHITECTURE "beyond the spec"). No message is typed twice.
 */
export const messages = {
  login: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    success: 'Login successful',
    failed: 'Login failed',
    inactive: 'Your account is inactive. Please contact support.',
    invalidCredentials: 'Incorrect email or password.',
  },
  register: {
    firstNameRequired: 'Enter your first name',
    lastNameRequired: 'Enter your last name',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Enter your password',
    passwordMin: 'Password must be at least 6 characters long',
    confirmRequired: 'Confirm your password',
    passwordsMismatch: 'Passwords do not match',
    success: 'Register Successfully',
    emailTaken: 'This email is already registered.',
  },
  forgotPassword: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    sent: 'If an account exists for this email, a reset link has been sent.',
  },
  resetPassword: {
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters long',
    confirmRequired: 'Please confirm your new password',
    passwordsMismatch: 'Passwords do not match!',
    success: 'Password has been reset successfully.',
    invalidToken: 'Invalid or expired reset password token.',
  },
  password: {
    tooCommon: 'This password is one of the most common ones. Please choose another.',
  },
  profile: {
    userIdMissing: 'User ID is missing',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must be at most 9 digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    saved: 'Profile updated successfully',
    avatarInvalid: 'Please choose a JPEG, PNG or WebP image of at most 5 MB.',
    uploadQuota: 'You have uploaded many images in the last hour. Please try again later.',
    pointsUpdated: 'Points updated successfully',
  },
  booking: {
    invalidCursor: 'The page cursor must be the id of a booking.',
    invalidPageSize: `The page size must be a whole number from 1 to ${CUSTOMER_BOOKINGS_MAX_PAGE_SIZE}.`,
    phoneRequired: 'Phone number is required',
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    stylistRequired: 'Stylist is required',
    dateRequired: 'Booking date is required',
    timeSlotRequired: 'Time slot is required',
    serviceRequired: 'Please select at least one service',
    timeRequired: 'Please select a time',
    dateInPast: 'Booking date cannot be in the past',
    pointsMax: 'You cannot use more than 30 points.',
    pointsNotEnough: (points: number) => `You do not have enough points. You only have ${points} points.`,
    success: 'Booking successful, please check your email.',
    failed: 'An error occurred while booking.',
    inactiveLogout: 'Your account is inactive. You will be logged out in 1 seconds.',
    inactiveBlocked: 'Cannot proceed with booking. Your account is inactive.',
    noSlots: 'No available time slots',
    slotTaken: 'This time slot is no longer available.',
    slotPast: 'This time slot has already passed.',
    notFound: 'Booking not found.',
    notCancellable: 'This booking can no longer be cancelled.',
    notCompletable: 'Only confirmed bookings can be completed.',
    completed: 'Complete booking successfully',
    cancelled: 'Booking cancelled successfully.',
    /** Staff cancel: 'Booking cancelled successfully. $80.00 refunded.' when a paid booking was refunded. */
    cancelledWithRefund: (refundedCents: number) =>
      refundedCents > 0 ? `Booking cancelled successfully. ${formatUsd(refundedCents)} refunded.` : 'Booking cancelled successfully.',
    serviceDuplicate: 'Each service can only be chosen once.',
    notAuthenticated: 'User is not authenticated.',
    noneForDate: 'No bookings found for the selected date',
    stylistUnavailable: 'This stylist is not available.',
    serviceUnavailable: 'One of the chosen services is no longer available.',
    refundFailed: 'The refund could not be issued, so the booking was not cancelled. Please try again.',
    pointsGuest: 'Points can only be used by signed-in customers.',
    amountChanged: 'The total has changed. Please review your booking.',
    rangeTaken: 'These services need more time than is free from this start. Please choose another time.',
    rescheduled: 'Booking rescheduled successfully.',
    notReschedulable: 'Only pending or confirmed bookings can be rescheduled.',
    rescheduleTooLate: (hours: number) => `Bookings can only be moved up to ${hours} hours before they start.`,
    sameTime: 'The booking is already at this time.',
    tooManyHolds: (max: number) => `You already have ${max} unpaid bookings. Please pay for or cancel one of them before booking again.`,
  },
  waitlist: {
    joined: 'You are on the waitlist. We will email you when a time frees up.',
    left: 'You have left the waitlist.',
    startsAvailable: 'There are still free times on this day. Please choose one of them.',
    alreadyWaiting: 'You are already on the waitlist for this day.',
    notFound: 'Waitlist entry not found.',
    empty: 'You are not on any waitlist.',
  },
  payment: {
    success: 'Payment Successful!',
    verificationFailed: (message?: string) => `Verification failed: ${message || 'Unknown error'}`,
    cancelMissing: 'Payment cancellation information is missing.',
    cancelled: 'Your payment was cancelled. Your booking has not been paid.',
    mismatch: 'The payment does not match this booking.',
    declined: 'The payment was declined.',
    notApproved: 'The payment has not been approved yet.',
    unavailable: 'The payment service is unavailable. Please try again in a moment.',
    expired: 'This booking has expired.',
    /** The booking was cancelled after it was paid (or while it was being paid): the money went back. */
    refunded: 'This booking was cancelled and its payment has been refunded.',
    /** The booking was cancelled after it was paid, and the refund is still on its way (retried until it goes through). */
    refundPending: 'This booking was cancelled. Its payment will be refunded shortly.',
    /** Staff list label: a cancelled booking's captured money whose refund has not gone through yet (retried). */
    refundDueLabel: 'Refund due',
    /** The success page opened without the values PayPal adds to the return link. */
    detailsMissing: 'Payment information is missing.',
    /** A signed-in customer verified a payment of a booking that is not in their account. */
    notYourBooking:
      'This booking is not in your account: it was made as a guest or by another customer. It is confirmed, and its details were emailed to the address on the booking.',
  },
  service: {
    nameRequired: 'Name is required',
    descriptionRequired: 'Description is required',
    imageRequired: 'Image file is required',
    priceRequired: 'Price is required',
    priceInvalid: 'Price must be a positive number',
    notFound: 'Service not found.',
    empty: 'No services available',
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
    durationInvalid: 'Duration must be 60, 120, 180 or 240 minutes.',
    bufferInvalid: 'Clean-up buffer must be between 0 and 120 minutes.',
  },
  staffOrStylist: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone number is required',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters',
    positionRequired: 'Position is required',
    stylistCreateFailed: 'Failed to create stylist',
    stylistCreateError: 'Error creating stylist',
    staffCreateFailed: 'Failed to create staff',
    staffCreateError: 'Error creating staff',
    stylistCreated: 'Stylist created successfully',
    staffCreated: 'Staff created successfully',
  },
  salary: {
    monthInvalid: 'Please enter a valid month (01-12)',
    yearInvalid: 'Please enter a valid year (e.g., 2023)',
    created: 'Create Salary Successfully',
    createFailed: 'An error occurred while creating the salary.',
    alreadyPaid: 'This salary has already been paid.',
    paid: 'Salary paid successfully',
  },
  feedback: {
    ratingRequired: 'Please select a rating',
    commentRequired: 'Please enter a comment',
    commentMin: 'Comment must be at least 5 characters',
    notAllowed: 'You can only leave feedback on your own completed bookings.',
    duplicate: 'You have already left feedback for this service.',
    created: 'Thank you for your feedback!',
  },
  schedule: {
    selectionRequired: 'Please select stylist, date, and time slots.',
    createFailed: 'An error occurred while creating the schedule.',
    dateInPast: 'Date cannot be in the past',
    viewerRequired: 'Please select a stylist and a date.',
    /** '1 time slot created.', '3 time slots created, 1 already existed.' */
    created: (created: number, skipped: number) =>
      skipped > 0 ? `${count(created, 'time slot')} created, ${skipped} already existed.` : `${count(created, 'time slot')} created.`,
    stylistRequired: 'Please choose a stylist.',
  },
  /** Issue 12: the front desk's calendar, walk-in and phone bookings, no-shows and stylists' time off. */
  frontDesk: {
    sourceRequired: 'Choose walk-in or phone.',
    guestRequired: 'Choose a customer, or enter a name and phone for a new guest.',
    customerNotFound: 'Customer not found.',
    searchTooShort: 'Type at least 2 characters to search.',
    booked: 'Booking confirmed. It will be paid at the salon.',
    noShowMarked: 'Booking marked as no-show.',
    notNoShowable: 'Only confirmed bookings can be marked as no-show.',
    noShowTooEarly: 'A booking can be marked as no-show only after its time has passed.',
    stylistOff: 'The stylist is not available at this time.',
    daysInvalid: 'Show 1 or 7 days.',
  },
  timeOff: {
    stylistRequired: 'Stylist is required',
    startRequired: 'Start date is required',
    endRequired: 'End date is required',
    timeInvalid: 'Enter a time as HH:MM.',
    bothTimes: 'Enter both a start and an end time, or neither for whole days.',
    rangeInvalid: 'The end must be after the start.',
    inPast: 'Time off cannot end in the past.',
    tooLong: 'Time off can cover at most 90 days.',
    notFound: 'Time off not found.',
    /** 'Time off saved.' or 'Time off saved. 2 bookings in that time need to be moved.' */
    saved: (affected: number) =>
      affected > 0
        ? `Time off saved. ${count(affected, 'booking')} in that time ${affected === 1 ? 'needs' : 'need'} to be moved.`
        : 'Time off saved.',
    removed: 'Time off removed.',
  },
  userStatus: {
    confirm: 'Are you sure you want to disable/enable this user?',
    irreversible: 'This action cannot be undone.',
    updated: 'User status updated successfully',
    cannotChangeOwn: 'You cannot change the status of your own account.',
  },
  session: {
    logout: 'Logout successful',
    expired: 'Hết hạn đăng nhập. Vui lòng đăng nhập lại!',
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do this.',
  },
  /** What the REST adapter answers for a value of the wrong shape (a spec client's form, query or JSON). */
  input: {
    notText: (field: string) => `${field} must be text.`,
    notNumber: (field: string) => `${field} must be a number.`,
    notBoolean: (field: string) => `${field} must be true or false.`,
    notList: (field: string) => `${field} must be a list of values.`,
    notEntries: (field: string) => `${field} must be a list of entries.`,
    conflicting: (field: string) => `${field} was sent more than once with different values.`,
  },
  generic: {
    /** The message of a successful read (spec clients toast errMessage whatever the outcome). */
    ok: 'OK',
    serverError: 'Server Error',
    unknown: 'Unknown error',
    unknownOccurred: 'Unknown error occurred.',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
    notFound: 'Not found.',
    invalidInput: 'Invalid input.',
    fileTooLarge: 'The file is too large (at most 5 MB).',
    emailTooLong: 'Email must be at most 254 characters.',
  },
} as const;

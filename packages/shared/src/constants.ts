/** Business constants and limits (spec §9, ARCHITECTURE §3–§7). */
export const PASSWORD_MIN_LENGTH = 6;
/** RFC 5321's longest usable address: every email field stops here. */
export const EMAIL_MAX_LENGTH = 254;
export const COMMENT_MIN_LENGTH = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_POINTS_PER_BOOKING = 30;
export const POINTS_EARNED_PER_COMPLETED_BOOKING = 10;
export const PHONE_MAX_DIGITS = 9;
export const PHONE_PREFIX = '+84';
/** The first location's zone, and the zone time.ts's helpers default to (docs/decisions/021). */
export const SALON_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const INACTIVE_LOGOUT_DELAY_MS = 1000;
export const FEEDBACK_PAGE_SIZE = 4;
export const USER_PAGE_SIZE = 10;
/** Bookings per page of a customer's order history, and the most one page may ask for. */
export const CUSTOMER_BOOKINGS_PAGE_SIZE = 10;
export const CUSTOMER_BOOKINGS_MAX_PAGE_SIZE = 50;
/** The longest Idempotency-Key a booking request may carry (printable ASCII only). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const SERVICE_DESCRIPTION_PREVIEW_LENGTH = 30;
export const TOAST_DURATION_MS = 5000;
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;
export const STYLIST_CAROUSEL_SLIDES = 3;
export const STYLIST_CAROUSEL_SPEED_MS = 500;
export const CURRENCY = 'USD';

export const StorageKey = {
  accessToken: 'hairSalonToken',
  refreshToken: 'hairSalonRefreshToken',
  user: 'user',
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * How long a just-rotated refresh token may be presented again and still get the session's new pair (a page's
 * parallel requests all refresh with the same token); a reuse later than this revokes the session (REFRESH_REUSE_WINDOW_SECONDS).
 */
export const REFRESH_REUSE_WINDOW_SECONDS_DEFAULT = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Reset emails one account receives per hour at most, however many addresses ask (no mail-bombing one inbox). */
export const RESET_EMAILS_PER_ACCOUNT_PER_HOUR = 3;
export const BOOKING_HOLD_MINUTES_DEFAULT = 15;
/** Open unpaid holds allowed per email, per phone and per address (UNPAID_HOLDS_MAX). */
export const UNPAID_HOLDS_MAX_DEFAULT = 2;
/** A customer may move a booking up to this many hours before it starts (RESCHEDULE_MIN_HOURS_BEFORE). */
export const RESCHEDULE_MIN_HOURS_BEFORE_DEFAULT = 24;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The largest JSON or form body the API reads (a file goes as a multipart upload, up to MAX_UPLOAD_BYTES). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/**
 * Calls one /trpc request may batch: far above what a page of the web app asks for at once (a dozen), and the web
 * app's batch link splits at the same number, so it never sends a bigger one.
 */
export const MAX_TRPC_BATCH_CALLS = 50;
/** Images one user may upload per hour (UPLOAD_QUOTA_PER_HOUR). */
export const UPLOAD_QUOTA_PER_HOUR_DEFAULT = 20;

/** ARCHITECTURE §7 salary rules. */
export const BASE_SALARY_BY_POSITION = { P0: 300, P1: 400, P2: 500 } as const;
export const SALARY_BONUS = 50;
export const SALARY_BONUS_MIN_COMPLETED_EXCLUSIVE = 10;

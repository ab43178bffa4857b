/** What the booking code needs from a payment provider (ARCHITECTURE §4). Money is integer cents. */
export interface PaymentProvider {
  createOrder(input: CreateOrderInput): Promise<{ orderId: string; approvalUrl: string }>;
  getOrder(orderId: string): Promise<PaymentOrder>;
  /** Idempotent per requestId: the same requestId returns the first capture instead of capturing twice. */
  captureOrder(orderId: string, requestId: string): Promise<PaymentCapture>;
  refundCapture(captureId: string, input: RefundInput): Promise<PaymentRefund>;
}

export interface CreateOrderInput {
  amountCents: number;
  currency: 'USD';
  /** Our payment's id; PayPal keeps it as the purchase unit's reference_id and custom_id. */
  referenceId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key (PayPal-Request-Id). */
  requestId: string;
}

export interface PaymentOrder {
  orderId: string;
  /** PayPal's order status: CREATED, APPROVED, COMPLETED, … */
  status: string;
  amountCents: number;
  currency: string;
  referenceId: string | null;
  /** The capture, once the order is captured. */
  captureId?: string;
}

export interface PaymentCapture {
  captureId: string;
  status: 'COMPLETED' | 'PENDING';
  amountCents: number;
  currency: string;
}

export interface RefundInput {
  amountCents: number;
  currency: 'USD';
  requestId: string;
}

export interface PaymentRefund {
  refundId: string;
  status: string;
  amountCents: number;
}

export type PaymentErrorCode = 'DECLINED' | 'NOT_APPROVED' | 'ALREADY_CAPTURED' | 'NOT_FOUND' | 'INVALID' | 'UNAVAILABLE';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly code: PaymentErrorCode;
  /** The provider's own reason, e.g. PayPal's details[0].issue (INSTRUMENT_DECLINED). */
  readonly issue?: string;
  /** The provider's HTTP status, when it answered. */
  readonly status?: number;
  /** PayPal's debug_id, for support requests. */
  readonly debugId?: string;

  constructor(
    code: PaymentErrorCode,
    message: string,
    details: { issue?: string; status?: number; debugId?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.issue !== undefined) this.issue = details.issue;
    if (details.status !== undefined) this.status = details.status;
    if (details.debugId !== undefined) this.debugId = details.debugId;
  }
}

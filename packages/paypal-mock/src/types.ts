import type { RequestHandler } from 'msw';

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export type MockOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface MockOrder {
  id: string;
  status: MockOrderStatus;
  intent: 'CAPTURE';
  referenceId: string;
  customId: string | undefined;
  description: string | undefined;
  amount: PayPalAmount;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  payerId: string | undefined;
  captureIds: string[];
  createTime: string;
  updateTime: string;
}

export type MockCaptureStatus = 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface MockCapture {
  id: string;
  orderId: string;
  status: MockCaptureStatus;
  amount: PayPalAmount;
  refundedCents: number;
  createTime: string;
  updateTime: string;
}

export interface MockRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: PayPalAmount;
  createTime: string;
}

export interface PayPalMockState {
  orders: Map<string, MockOrder>;
  captures: Map<string, MockCapture>;
  refunds: Map<string, MockRefund>;
  /** Access tokens handed out by POST /v1/oauth2/token and still valid. */
  accessTokens: Set<string>;
  /** How many times POST /v1/oauth2/token was called (successfully or not). */
  tokenRequests: number;
  /** Every API call received (replays included), in order, with the PayPal-Request-Id it carried (null: none). */
  calls: { method: string; path: string; requestId: string | null }[];
}

export interface PayPalMockOptions {
  /** Where the emulated PayPal lives, e.g. https://api-m.sandbox.paypal.test or the emulator server's URL. */
  baseUrl: string;
  clientId?: string;
  clientSecret?: string;
}

/** Which API calls' answers loseAnswers loses: by method and path (a RegExp tested on the path). */
export interface LostAnswerMatch {
  method: 'GET' | 'POST';
  path: RegExp;
}

export interface RegisteredCapture {
  orderId: string;
  captureId: string;
  amount: PayPalAmount;
  /** Already refunded, in cents. */
  refundedCents?: number;
}

export interface ApproveResult {
  payerId: string;
  /** The order's return_url with token and PayerID appended, when the order has one. */
  redirectUrl: string | undefined;
}

export interface PayPalMock {
  baseUrl: string;
  handlers: RequestHandler[];
  state: PayPalMockState;
  /** What the buyer does on the approval page, for tests that skip the page. */
  approve(orderId: string, payerId?: string): ApproveResult;
  /** The next capture that is not an idempotent replay fails with 422 and this issue; the order stays approved. */
  failNextCapture(issue?: string): void;
  /** The next refund that is not an idempotent replay fails with 422 and this issue. */
  failNextRefund(issue?: string): void;
  /**
   * Makes a capture taken elsewhere known (an earlier emulator process, the demo seed): a COMPLETED order with that
   * capture, so looking it up and refunding it work. Does nothing for a capture id it already knows.
   */
  registerCapture(capture: RegisteredCapture): void;
  /**
   * PayPal acts on the next `times` API calls that match (the order is made, the capture taken, the refund given, a
   * replay answered as usual) but its answer never reaches the caller: `reset` (the default) is a network error
   * (the HTTP emulator closes the connection), `timeout` an answer that never comes (the caller's time limit ends it).
   * `times` may be Infinity; the function returned lets the answers through again.
   */
  loseAnswers(match: LostAnswerMatch, times?: number, as?: 'reset' | 'timeout'): () => void;
  /** Invalidates every access token handed out, as if they had expired. */
  revokeTokens(): void;
  /** Successful captures of an order (never more than one for an honest client). */
  captureCount(orderId: string): number;
  /** The PayPal-Request-Id of every capture request received for an order, retries and replays included. */
  captureRequestIds(orderId: string): (string | null)[];
  /** Refunds made, of one capture or of all. */
  refundCount(captureId?: string): number;
  reset(): void;
}

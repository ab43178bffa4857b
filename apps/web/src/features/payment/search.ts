/** The return URL's query values (PayPal adds token and PayerID to our paymentId and stylistId). */
export interface PaymentReturnSearch {
  token?: string;
  paymentId?: string;
  PayerID?: string;
  stylistId?: string;
}

const text = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

/** Route `validateSearch`: keeps every value as text (the router would otherwise turn '12' into 12). */
export function validatePaymentSearch(search: Record<string, unknown>): PaymentReturnSearch {
  return { token: text(search.token), paymentId: text(search.paymentId), PayerID: text(search.PayerID), stylistId: text(search.stylistId) };
}

import { describe, expect, it } from 'vitest';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { backOfficeVi } from '../i18n/ui.back-office.vi';
import { paymentText } from './booking-details-dialog';

const payment = { id: 1, amount: 25, refunded: 0, approvalUrl: null };

describe("The front desk's payment line", () => {
  it("says only 'At salon' for a booking paid at the desk", () => {
    expect(paymentText({ payment: { ...payment, provider: 'at-salon', status: 'due' } }, backOfficeEn)).toBe('At salon');
    expect(paymentText({ payment: { ...payment, provider: 'at-salon', status: 'due' } }, backOfficeVi)).toBe('Tại salon');
  });

  it('names the method and its state for an online payment', () => {
    expect(paymentText({ payment: { ...payment, provider: 'paypal', status: 'captured' } }, backOfficeEn)).toBe('PayPal, captured');
  });

  it('shows a dash when there is no payment', () => {
    expect(paymentText({ payment: null }, backOfficeEn)).toBe('—');
  });
});

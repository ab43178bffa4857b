export { appendQuery } from './approval-page.js';
export { createPayPalMock, EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, orderIdFromApprovalUrl } from './mock.js';
export { type PayPalEmulator, type PayPalEmulatorOptions, startPayPalEmulator } from './server.js';
export type {
  ApproveResult,
  LostAnswerMatch,
  MockCapture,
  MockCaptureStatus,
  MockOrder,
  MockOrderStatus,
  MockRefund,
  PayPalAmount,
  PayPalMock,
  PayPalMockOptions,
  PayPalMockState,
  RegisteredCapture,
} from './types.js';

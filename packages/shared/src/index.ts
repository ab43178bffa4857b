export * from './booking.js';
export * from './codes.js';
export * from './constants.js';
export * from './messages.js';
export * from './money.js';
export * from './salary.js';
export * from './time.js';
export * from './validators.js';

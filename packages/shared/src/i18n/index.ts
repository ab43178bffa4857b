export * from './catalogue.js';
export * from './code-labels.js';
export * from './format.js';
export * from './language.js';
export * from './messages.vi.js';
export * from './translate.js';

export * from './constants.ts';
export * from './envelope.ts';
export * from './catalogue.ts';
export * from './search.ts';
export * from './location.ts';
export * from './auth.ts';
export * from './prescriptions.ts';
export * from './cart.ts';

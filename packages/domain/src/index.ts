/** @dawa/domain: pure business rules (no I/O). Money is integer paise throughout. */
export * from './alternatives.ts';
export * from './brand.ts';
export * from './composition.ts';
export * from './content.ts';
export * from './discount-rule.ts';
export * from './hash.ts';
export * from './pack.ts';
export * from './price.ts';
export * from './quantity.ts';
export * from './rx.ts';
export * from './slug.ts';
export * from './stock.ts';
export * from './validation/auth.ts';
export * from './validation/address.ts';

// Every module's tables, gathered for drizzle-kit and the typed query builder.
export * from '../modules/products/schema';
export * from '../modules/feedback/schema';
export * from '../modules/users/schema';
export * from '../modules/auth/schema';
export * from '../modules/memorial-pages/schema';
export * from '../modules/books/schema';
export * from '../plugins/rate-limit-schema';
export * from '../modules/auth/sign-in-throttle-schema';
export * from '../modules/mail/schema';
export * from '../modules/uploads/schema';
export * from '../modules/print/schema';
export * from '../modules/sharing/schema';
export * from '../modules/shipping-addresses/schema';
export * from '../modules/cart/schema';
export * from '../modules/orders/schema';

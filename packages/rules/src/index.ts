export * from './locales.ts';
export * from './redirect.ts';
export * from './routes.ts';
export * from './mobile.ts';
export * from './chunk.ts';
export * from './images.ts';

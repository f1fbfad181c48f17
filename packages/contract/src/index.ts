export * from './common.ts';
export * from './portal.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './classes.ts';
export * from './classFiles.ts';
export { openApiDocument } from './openapi.ts';
export * from './routes.ts';

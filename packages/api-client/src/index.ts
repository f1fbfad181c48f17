export { createClient, createApi, ApiError, type Client, type ClientOptions, type CallInput } from './client.ts';

export { ErrorPage, type ErrorPageProps, type ErrorKind } from './ErrorPage.tsx';

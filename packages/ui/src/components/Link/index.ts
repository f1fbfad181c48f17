export { Link, type LinkProps } from './Link.tsx';
export { PlainLink, LinkRouterProvider, type PlainLinkProps, type LinkRouterProviderProps } from './PlainLink.tsx';

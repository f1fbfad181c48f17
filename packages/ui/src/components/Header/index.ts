export { Header, type HeaderProps, type HeaderNavItem, type HeaderUser } from './Header.tsx';

export { Price, formatMinorAmount, minorDigits, type PriceCurrency, type PriceProps } from './Price.tsx';

// The location form's schema, in a module of its own: the selector loads it on the form's first
// check (a dynamic import), so the contract's zod code is not part of a page's first download.
export { CountryStateParams } from '@autohub/contract';

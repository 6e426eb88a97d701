// The find-a-dealer form's schema, in a module of its own: the home loads it on the form's first
// check (a dynamic import), so the contract's zod code is not part of the home's first download.
export { postalCodeLookupFields } from '@autohub/contract';

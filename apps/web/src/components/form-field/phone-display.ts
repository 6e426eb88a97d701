// The phone rules a masked field uses when it is left (an Argentine mobile rewritten in its display
// form), in a module of its own: they bring the phone-number library, fetched on the field's focus.
export { normalizeMobilePhone } from '@autohub/domain';

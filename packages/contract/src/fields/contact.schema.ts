import {
  isNotStartingWithSpace,
  isSafeFreeText,
  COUNTRIES,
  type CountryCode,
  isValidBirthday,
  isValidMobilePhone,
  isValidTime24h,
  validateBirthday,
  validateEmail,
  validateFullName,
  validateMobilePhone,
  validateName,
  validatePhone,
  validatePostalCode,
} from '@autohub/domain';
import { ruleOf, stringField, withRule } from './field-rules.js';

/** E-mail address. Rejects with `email_invalid` ("Digite um e-mail válido"). */
export const EmailField = withRule(stringField('email_invalid'), validateEmail)
  .describe('E-mail address, ASCII only, no question mark.')
  .meta({ example: 'maria.silva@example.com' });

/** A name: `name_required` when empty, `name_invalid` otherwise. */
export const NameField = withRule(stringField('name_required'), validateName).describe(
  "Name: two or more letters first, then letters, spaces or , . ' -",
);

/** A full name with at least one surname: `name_required`, `name_invalid` or `surname_required`. */
export const FullNameField = withRule(stringField('name_required'), validateFullName)
  .describe('Full name: a valid name of at least two words.')
  .meta({ example: 'Maria da Silva' });

/** A mobile of the market: `mobile_phone_required` when empty, `phone_invalid` otherwise. */
export function mobilePhoneField(country: CountryCode) {
  return withRule(stringField('mobile_phone_required'), (value) => validateMobilePhone(value, country))
    .describe(
      country === 'AR'
        ? 'Argentine mobile: 351 555-1234, 11 2345-6789, +54 9 351 555-1234 or 0351 15 555-1234.'
        : 'Brazilian mobile number with area code, masked or not.',
    )
    .meta({ example: country === 'AR' ? '+54 9 351 555-1234' : '(11) 98765-4321' });
}

/**
 * The mobile of an account, which serves both markets (one sign-in on the Brazilian and the
 * Argentine sites): a Brazilian mobile as the spec writes it, or a mobile of either market
 * written with its country code (`+54 9 351 555-1234`), since national forms of the two markets
 * overlap (`11 3456-7890` is a São Paulo landline and a Buenos Aires mobile).
 */
export const MobilePhoneField = withRule(stringField('mobile_phone_required'), (value) => {
  const checked = validateMobilePhone(value);
  if (checked.ok || !value.trim().startsWith('+')) return checked;
  return COUNTRIES.some((country) => isValidMobilePhone(value, country)) ? { ok: true } : checked;
})
  .describe('Brazilian mobile with area code, or a Brazilian or Argentine mobile with its country code.')
  .meta({ example: '(11) 98765-4321' });

/** A phone of the market, landline or mobile: `phone_required` or `phone_invalid`. */
export function phoneField(country: CountryCode) {
  return withRule(stringField('phone_required'), (value) => validatePhone(value, country)).describe(
    country === 'AR'
      ? 'Argentine phone number with area code.'
      : 'Brazilian phone number with area code, masked or not.',
  );
}

/** Brazilian phone, landline or mobile: `phone_invalid`. */
export const PhoneField = phoneField('BR');

/** A postal code of the market: `cep_required` or `cep_invalid`. */
export function postalCodeField(country: CountryCode) {
  return withRule(stringField('cep_required'), (value) => validatePostalCode(value, country))
    .describe(
      country === 'AR'
        ? 'Código postal: 4 digits (5000) or CPA (C1425ABC).'
        : 'CEP: 12345-678 or eight digits.',
    )
    .meta({ example: country === 'AR' ? 'C1425ABC' : '01310-100' });
}

/** Brazilian postal code `12345-678` or eight digits: `cep_required` or `cep_invalid`. */
export const PostalCodeField = postalCodeField('BR');

/**
 * A postal code of either market, for what belongs to a person rather than to one market's pages
 * (the account's address): a Brazilian CEP or an Argentine código postal. The two never overlap (eight
 * digits against four, or a CPA's letters). `cep_required` or `cep_invalid`.
 */
export const AnyMarketPostalCodeField = withRule(stringField('cep_required'), (value) => {
  const brazilian = validatePostalCode(value, 'BR');
  return brazilian.ok || validatePostalCode(value, 'AR').ok ? { ok: true } : brazilian;
})
  .describe('CEP (12345-678 or eight digits) or Argentine código postal (5000 or CPA C1425ABC).')
  .meta({ example: '01310-100' });

/** A birthday `DD/MM/YYYY` of a person of any age: `birthday_invalid`. */
export const BirthdayField = withRule(
  stringField('birthday_invalid'),
  ruleOf((value) => isValidBirthday(value, new Date()), 'birthday_invalid'),
).describe('Birthday, DD/MM/YYYY.');

/** A birthday of someone at least 18: `birthday_invalid` or `age_min_18`. */
export const AdultBirthdayField = withRule(stringField('birthday_invalid'), (value) =>
  validateBirthday(value, new Date()),
)
  .describe('Birthday, DD/MM/YYYY, of someone at least 18 years old.')
  .meta({ example: '15/03/1990' });

/** Free text (messages, descriptions): not starting with a space, none of `& $ < > %`. */
export const FreeTextField = withRule(
  withRule(stringField(), ruleOf(isNotStartingWithSpace, 'leading_space')),
  ruleOf(isSafeFreeText, 'text_forbidden_chars'),
).describe('Free text without & $ < > % and not starting with a space.');

/** Time `HH:MM` on the 24-hour clock, empty allowed: `time_invalid`. */
export const Time24hField = withRule(stringField(), ruleOf(isValidTime24h, 'time_invalid')).describe(
  'Time HH:MM (24 h), or empty.',
);

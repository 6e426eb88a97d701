import {
  isNotStartingWithSpace,
  isSafeFreeText,
  isValidBirthday,
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

/** Brazilian mobile: `mobile_phone_required` when empty, `phone_invalid` otherwise. */
export const MobilePhoneField = withRule(stringField('mobile_phone_required'), validateMobilePhone)
  .describe('Brazilian mobile number with area code, masked or not.')
  .meta({ example: '(11) 98765-4321' });

/** Brazilian phone, landline or mobile: `phone_invalid`. */
export const PhoneField = withRule(stringField('phone_invalid'), validatePhone).describe(
  'Brazilian phone number with area code, masked or not.',
);

/** Brazilian postal code `12345-678` or eight digits: `cep_required` or `cep_invalid`. */
export const PostalCodeField = withRule(stringField('cep_required'), (value) => validatePostalCode(value))
  .describe('CEP: 12345-678 or eight digits.')
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

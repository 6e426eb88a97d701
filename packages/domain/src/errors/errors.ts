import type { Locale } from '../markets/markets.js';
import { MESSAGES, type MessageCode, message } from '../messages/messages.js';

/**
 * What kind of failure an error is. The api chooses the HTTP status from the kind at its edge;
 * the domain never speaks HTTP.
 */
export const ERROR_KINDS = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'unsupported_media',
  'unprocessable',
  'rate_limited',
  'canceled',
  'internal',
  'upstream',
  'unavailable',
  'timeout',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One entry of the error catalogue. */
export interface ErrorDefinition {
  kind: ErrorKind;
  /**
   * The error's own message, word for word as spec document 2 §8 gives it where it does
   * (`{name}` placeholders are filled from the error's params). Meant for logs and partners.
   */
  message?: string;
  /** The message a person sees, from the message catalogue. */
  userMessage: MessageCode;
}

/**
 * The error catalogue of spec document 2 §8, with stable dot-case codes. Codes never change once
 * published; partners and the web client switch on them.
 */
const SPEC_ERRORS = {
  // The HTTP client's own failure kinds.
  'http.network': { kind: 'upstream', message: 'Network error', userMessage: 'generic_error' },
  'http.timeout': { kind: 'timeout', message: 'Request timed out', userMessage: 'generic_error' },
  'http.canceled': { kind: 'canceled', message: 'Request canceled', userMessage: 'generic_error' },
  'http.bad_request': { kind: 'validation', message: 'Bad request', userMessage: 'generic_error' },
  'http.bad_response': { kind: 'upstream', message: 'Bad response', userMessage: 'generic_error' },

  // Requests and their parameters.
  'validation.failed': {
    kind: 'validation',
    message: 'Confira os campos obrigatórios',
    userMessage: 'check_required_fields',
  },
  'params.province_id_required': {
    kind: 'validation',
    message: 'routeParams.provinceId param is required',
    userMessage: 'generic_error',
  },
  'params.state_code_required': {
    kind: 'validation',
    message: 'stateCode param is required',
    userMessage: 'generic_error',
  },
  'params.required': { kind: 'validation', message: 'Params is required', userMessage: 'generic_error' },
  'params.value_required': {
    kind: 'validation',
    message: 'Parameter value is required',
    userMessage: 'generic_error',
  },
  'params.offer_and_simulation_required': {
    kind: 'validation',
    message: 'offerId and simulationId params are required',
    userMessage: 'generic_error',
  },
  'body.no_body_content': {
    kind: 'validation',
    message: 'No body content provided.',
    userMessage: 'no_body_content',
  },
  'body.no_content_for_body': {
    kind: 'validation',
    message: 'No content provided for the body.',
    userMessage: 'generic_error',
  },

  // Financing.
  'financing.no_simulation_for_installments': {
    kind: 'not_found',
    message: 'No simulation found for {installments} installments',
    userMessage: 'simulation_unavailable',
  },
  'financing.no_values_for_residual': {
    kind: 'not_found',
    message: 'No values found for residual {residual}',
    userMessage: 'simulation_unavailable',
  },
  'financing.no_adapter': {
    kind: 'validation',
    message: 'No adapter found for financing type {type}',
    userMessage: 'simulations_unavailable',
  },
  'financing.simulations_unavailable': {
    kind: 'unavailable',
    message: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
    userMessage: 'simulations_unavailable',
  },
  'financing.comparator_unavailable': {
    kind: 'not_found',
    message: 'Comparator unavailable for the term',
    userMessage: 'comparator_unavailable_for_term',
  },
  'coupon.unavailable': {
    kind: 'not_found',
    message: 'Coupon unavailable',
    userMessage: 'coupon_unavailable',
  },
  'coupon.requires_entrance': {
    kind: 'unprocessable',
    message: 'Coupon only for proposals with entrance payment',
    userMessage: 'coupon_requires_entrance',
  },

  // Dealers and locations.
  'dealers.no_radius': { kind: 'validation', message: 'There is no Radius', userMessage: 'generic_error' },
  'dealers.no_influence_area': {
    kind: 'validation',
    message: 'There is no influence area',
    userMessage: 'generic_error',
  },
  'dealers.no_regional': {
    kind: 'validation',
    message: 'There is no Regional',
    userMessage: 'generic_error',
  },
  'postal_code.not_found': {
    kind: 'not_found',
    message: 'O CEP não foi encontrado',
    userMessage: 'cep_not_found',
  },
  'recall.vehicle_not_found': {
    kind: 'not_found',
    message: 'No vehicle with this plate',
    userMessage: 'recall_vehicle_not_found',
  },
  'recall.not_applicable': {
    kind: 'conflict',
    message: 'The campaign does not reach this chassis',
    userMessage: 'recall_not_applicable',
  },
  'recall.already_done': {
    kind: 'conflict',
    message: 'The campaign was already done',
    userMessage: 'recall_already_done',
  },
  'geo.reverse_geocode_not_found': {
    kind: 'not_found',
    message: 'reverse geocode failed to find location',
    userMessage: 'generic_error',
  },
  'geo.place_details_not_found': {
    kind: 'not_found',
    message: 'place details failed to find address',
    userMessage: 'generic_error',
  },
  'geo.geocode_not_found': {
    kind: 'not_found',
    message: 'geocode failed to find location',
    userMessage: 'generic_error',
  },
  'geo.autocomplete_not_found': {
    kind: 'not_found',
    message: 'autocomplete failed to find results',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_no_data': {
    kind: 'upstream',
    message: 'route matrix returned no data',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_unexpected_structure': {
    kind: 'upstream',
    message: 'route matrix unexpected response structure',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_row_length': {
    kind: 'upstream',
    message: 'route matrix row {row} unexpected length',
    userMessage: 'generic_error',
  },
  'geo.predictions_fetch_failed': {
    kind: 'upstream',
    message: 'failed to fetch predictions due to {status}',
    userMessage: 'generic_error',
  },
  'geo.distance_matrix_no_rows': {
    kind: 'upstream',
    message: 'no response rows from distance matrix',
    userMessage: 'generic_error',
  },
  'geo.distance_matrix_fetch_failed': {
    kind: 'upstream',
    message: 'failed to fetch distance matrix due to {status}',
    userMessage: 'generic_error',
  },
  'geo.no_results': { kind: 'not_found', message: 'no results found', userMessage: 'generic_error' },
  'geo.geocoding_failed': { kind: 'upstream', message: 'geocoding failed', userMessage: 'generic_error' },
  'geo.geocoding_parse_failed': {
    kind: 'upstream',
    message: 'failed to parse geocoding result',
    userMessage: 'generic_error',
  },
  'geo.unsupported_provider': {
    kind: 'internal',
    message: 'unsupported location provider',
    userMessage: 'generic_error',
  },
  'geo.aws_config_missing': {
    kind: 'internal',
    message: 'AWS provider requires API key and region',
    userMessage: 'generic_error',
  },
  'geo.maps_sdk_not_loaded': {
    kind: 'internal',
    message: 'maps SDK is not loaded',
    userMessage: 'generic_error',
  },
  // Not in the spec: the Google adapter cannot start without a key either.
  'geo.google_config_missing': {
    kind: 'internal',
    message: 'Google provider requires API key',
    userMessage: 'generic_error',
  },

  // Catalogue, offers, stock.
  'car_image.missing_params': {
    kind: 'validation',
    message: 'Failed to build base car image url. Missing required parameters.',
    userMessage: 'generic_error',
  },
  'offers.search_failed': {
    kind: 'upstream',
    message: 'Response status: {status}',
    userMessage: 'generic_error',
  },
  'stock.load_failed': { kind: 'upstream', message: 'Stock load failed', userMessage: 'stock_load_failed' },
  'stock.no_vehicle_available': {
    kind: 'not_found',
    message: 'No vehicle available',
    userMessage: 'no_vehicle_available',
  },
  'catalogue.item_info_unavailable': {
    kind: 'not_found',
    message: 'Item information could not be loaded',
    userMessage: 'item_info_unavailable',
  },

  // Payments and orders.
  'payment.failed': {
    kind: 'unprocessable',
    message: 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.',
    userMessage: 'payment_failed',
  },
  'saved_card.refused': {
    kind: 'unprocessable',
    message: 'The gateway did not keep the card',
    userMessage: 'saved_card_refused',
  },
  'saved_card.limit_reached': {
    kind: 'conflict',
    message: 'At most {max} saved cards',
    userMessage: 'saved_card_limit_reached',
  },
  'boleto.generation_failed': {
    kind: 'upstream',
    message: 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
    userMessage: 'boleto_generation_failed',
  },
  'boleto.invalid': {
    kind: 'unprocessable',
    message: 'Invalid boleto barcode or typed line',
    userMessage: 'field_invalid',
  },
  'pix.malformed': {
    kind: 'unprocessable',
    message: 'Malformed Pix payload: {reason}',
    userMessage: 'field_invalid',
  },
  'pix.crc_mismatch': {
    kind: 'unprocessable',
    message: 'Pix payload CRC mismatch: expected {expected}, found {found}',
    userMessage: 'field_invalid',
  },
  'pix.invalid_field': {
    kind: 'unprocessable',
    message: 'Invalid Pix field {field}: {reason}',
    userMessage: 'field_invalid',
  },
  'order.transition_refused': {
    kind: 'conflict',
    message: 'Order cannot go from {from} to {to} by {actor}',
    userMessage: 'generic_error',
  },
  'order.cancellation_failed': {
    kind: 'upstream',
    message: 'Tivemos um problema ao solicitar o cancelamento.',
    userMessage: 'cancellation_request_failed',
  },
  'proposal.send_failed': {
    kind: 'upstream',
    message: 'Ocorreu um erro ao enviar a proposta.',
    userMessage: 'proposal_send_failed',
  },

  // Leads, messaging, loyalty.
  'lead.send_failed': {
    kind: 'upstream',
    message: 'FALHA AO ENVIAR MENSAGEM!',
    userMessage: 'message_send_failed',
  },
  'lead.specialist_failed': {
    kind: 'upstream',
    message: 'Failed lead to specialist',
    userMessage: 'lead_specialist_failed',
  },
  'whatsapp.start_failed': {
    kind: 'upstream',
    message: 'Falha ao iniciar conversa no WhatsApp',
    userMessage: 'whatsapp_start_failed',
  },
  'rewards.redeem_failed': { kind: 'upstream', message: 'Rewards error', userMessage: 'rewards_error' },
  'poll.not_found_for_dealer': {
    kind: 'not_found',
    message: 'No poll for dealer',
    userMessage: 'no_poll_for_dealer',
  },
  'ratings.load_failed': {
    kind: 'upstream',
    message: 'Ratings load error',
    userMessage: 'ratings_load_failed',
  },
  'recall.invalid_query': {
    kind: 'validation',
    message: 'Invalid plate and chassis',
    userMessage: 'plate_chassis_invalid',
  },

  // Quotation save to the CRM (codes 001–006).
  'quotation.invalid_authentication': {
    kind: 'unauthenticated',
    message: 'Invalid authentication',
    userMessage: 'quotation_invalid_authentication',
  },
  'quotation.already_saved': {
    kind: 'conflict',
    message: 'Quotation already saved; reopen it from the CRM',
    userMessage: 'quotation_already_saved',
  },
  'quotation.base_not_found': {
    kind: 'not_found',
    message: 'Base quotation not found in the CRM',
    userMessage: 'quotation_base_not_found',
  },
  'quotation.save_failed': {
    kind: 'upstream',
    message: 'Error saving quotation',
    userMessage: 'quotation_save_failed',
  },
  'quotation.products_save_failed': {
    kind: 'upstream',
    message: 'Error saving quotation products',
    userMessage: 'quotation_products_save_failed',
  },
  'quotation.related_products_save_failed': {
    kind: 'upstream',
    message: 'Error saving related products',
    userMessage: 'quotation_related_products_save_failed',
  },
  'quotation.price_not_greater': {
    kind: 'unprocessable',
    message: 'The new price must be greater than the initial price',
    userMessage: 'quotation_price_not_greater',
  },
  'quotation.discount_above_limit': {
    kind: 'unprocessable',
    message: "The discount is above the dealer's special discount ({limit})",
    userMessage: 'quotation_discount_above_limit',
  },
  'quotation.reductions_above_price': {
    kind: 'unprocessable',
    message: 'Bonus and discount are above the price',
    userMessage: 'quotation_reductions_above_price',
  },
  'quotation.build_invalid': {
    kind: 'unprocessable',
    message: 'The build breaks the configurator rules',
    userMessage: 'quotation_build_invalid',
  },
  'quotation.locked_by_stock': {
    kind: 'conflict',
    message: 'The quotation holds a stock proposal; discard it to change the car',
    userMessage: 'quotation_locked_by_stock',
  },
  'quotation.price_unavailable': {
    kind: 'unprocessable',
    message: 'The version has no price at the dealer',
    userMessage: 'quotation_price_unavailable',
  },

  internal: { kind: 'internal', message: 'Um erro ocorreu, tente novamente', userMessage: 'generic_error' },
} as const satisfies Record<string, ErrorDefinition>;

/**
 * The platform's own errors whose user message is the message of the same code (decision 031):
 * snake-case codes, each naming its message in the catalogue, so a code without a text in both
 * locales does not compile.
 */
const PLATFORM_ERRORS = {
  // Requests, sessions and access.
  bad_request: 'validation',
  no_body_content: 'validation',
  not_found: 'not_found',
  unknown_brand: 'not_found',
  unknown_locale: 'not_found',
  unknown_provider: 'not_found',
  unauthorized: 'unauthenticated',
  session_expired: 'unauthenticated',
  invalid_signature: 'unauthenticated',
  invalid_credentials: 'unauthenticated',
  social_token_invalid: 'unauthenticated',
  social_email_unverified: 'unauthenticated',
  email_not_confirmed: 'forbidden',
  forbidden: 'forbidden',
  xsrf_failed: 'forbidden',
  ownership_unproven: 'forbidden',
  rating_not_eligible: 'forbidden',
  club_not_member: 'forbidden',
  method_not_allowed: 'method_not_allowed',
  payload_too_large: 'too_large',
  files_too_large: 'too_large',
  unsupported_media_type: 'unsupported_media',
  file_type_refused: 'unsupported_media',
  selfie_image_refused: 'unsupported_media',
  rate_limited: 'rate_limited',
  sign_in_slowed: 'rate_limited',
  service_unavailable: 'unavailable',
  gateway_unavailable: 'unavailable',
  partnership_unconfigured: 'unavailable',
  proposal_send_failed: 'unavailable',
  simulation_unavailable: 'unavailable',
  selfie_unavailable: 'upstream',
  token_invalid: 'validation',
  current_password_wrong: 'validation',

  // Input a rule refuses.
  document_invalid: 'validation',
  cuit_invalid: 'validation',
  cnpj_invalid: 'validation',
  plate_chassis_invalid: 'validation',
  dependent_same_as_holder: 'validation',
  state_invalid: 'validation',
  brand_mismatch: 'validation',
  file_empty: 'validation',
  file_type_mismatch: 'validation',
  compare_min: 'validation',
  club_other_market: 'validation',
  partnership_token_invalid: 'validation',
  partnership_token_expired: 'validation',
  test_drive_rating_invalid: 'validation',
  financing_offer_params_required: 'validation',
  working_price_csv_empty: 'validation',
  working_price_csv_header: 'validation',
  working_price_csv_too_many_rows: 'validation',
  idempotency_key_reused: 'unprocessable',
  country_mismatch: 'unprocessable',
  price_unavailable: 'unprocessable',
  coupon_requires_entrance: 'unprocessable',
  build_invalid: 'unprocessable',
  part_not_in_version: 'unprocessable',
  not_sold_in_country: 'unprocessable',
  compare_same_model: 'unprocessable',
  payment_method_not_offered: 'unprocessable',
  payment_method_not_enabled: 'unprocessable',
  working_price_discount_above_price: 'unprocessable',
  financing_plan_not_offered: 'unprocessable',
  financing_offer_not_applicable: 'unprocessable',
  financing_not_a_balloon_plan: 'unprocessable',
  financing_not_a_next_plan: 'unprocessable',
  financing_document_empty: 'unprocessable',
  financing_document_type_not_accepted: 'unprocessable',
  financing_invalid_argument: 'unprocessable',
  financing_term_not_available: 'unprocessable',
  financing_entrance_out_of_range: 'unprocessable',
  financing_final_installment_out_of_range: 'unprocessable',

  // Things that are not there.
  model_not_found: 'not_found',
  model_year_not_found: 'not_found',
  mvs_not_found: 'not_found',
  color_not_found: 'not_found',
  coating_not_found: 'not_found',
  build_not_found: 'not_found',
  maintenance_not_found: 'not_found',
  order_not_found: 'not_found',
  unit_not_found: 'not_found',
  stock_unit_not_found: 'not_found',
  campaign_not_found: 'not_found',
  coupon_unavailable: 'not_found',
  club_not_found: 'not_found',
  financing_plan_not_found: 'not_found',
  financing_simulation_not_found: 'not_found',
  financing_offer_not_found: 'not_found',
  b2e_validation_not_found: 'not_found',
  b2e_bill_expired: 'not_found',
  rental_user_not_started: 'not_found',
  sandbox_disabled: 'not_found',
  b2e_company_not_found: 'not_found',
  user_not_found: 'not_found',

  // A record in another state than the call needs.
  order_moved: 'conflict',
  order_cancelled: 'conflict',
  order_not_paid: 'conflict',
  order_not_delivered: 'conflict',
  feedback_already_sent: 'conflict',
  documents_required: 'conflict',
  reservation_expired: 'conflict',
  unit_unavailable: 'conflict',
  unit_held: 'conflict',
  unit_already_reduced: 'conflict',
  payment_in_progress: 'conflict',
  proposal_in_progress: 'conflict',
  rating_already_given: 'conflict',
  club_document_taken: 'conflict',
  b2e_not_eligible: 'conflict',
  b2e_limit_reached: 'conflict',
  selfie_already_accepted: 'conflict',
  selfie_not_open: 'conflict',
  selfie_attempts_exceeded: 'conflict',
  selfie_in_progress: 'conflict',
  quiz_not_open: 'conflict',
  working_price_exists: 'conflict',
  financing_formalization_not_allowed: 'conflict',
  rental_proposal_changed: 'conflict',
  rental_transition_invalid: 'conflict',
  test_drive_changed: 'conflict',
  test_drive_transition_not_allowed: 'conflict',
  test_drive_answer_window_closed: 'conflict',
  test_drive_not_due: 'conflict',
  test_drive_before_day: 'conflict',
  test_drive_not_done: 'conflict',
  test_drive_already_rated: 'conflict',
  quotation_changed: 'conflict',
  quotation_sending: 'conflict',
  dealer_visit_transition_not_allowed: 'conflict',
  journey_error_not_open: 'conflict',
} as const satisfies { readonly [C in MessageCode]?: ErrorKind };

/** Platform errors whose code and message differ (the code was published before its message). */
const NAMED_ERRORS = {
  validation_error: { kind: 'validation', userMessage: 'check_required_fields' },
  no_body: { kind: 'validation', message: 'No body content provided.', userMessage: 'no_body_content' },
  internal_error: { kind: 'internal', userMessage: 'generic_error' },
  financing_invalid_cash_flows: { kind: 'unprocessable', userMessage: 'financing_invalid_argument' },
  financing_next_simulation_not_found: { kind: 'unprocessable', userMessage: 'simulation_unavailable' },
  financing_next_residual_not_found: { kind: 'unprocessable', userMessage: 'simulation_unavailable' },
  financing_adapter_not_found: { kind: 'validation', userMessage: 'simulations_unavailable' },
  financing_comparator_unavailable_for_term: {
    kind: 'unprocessable',
    userMessage: 'comparator_unavailable_for_term',
  },
} as const satisfies Record<string, ErrorDefinition>;

/** Stable code of an error a person or partner can meet. */
export type ErrorCode = keyof typeof SPEC_ERRORS | keyof typeof NAMED_ERRORS | keyof typeof PLATFORM_ERRORS;

function platformErrors(): Record<keyof typeof PLATFORM_ERRORS, ErrorDefinition> {
  const entries = Object.entries(PLATFORM_ERRORS) as [keyof typeof PLATFORM_ERRORS, ErrorKind][];
  return Object.fromEntries(entries.map(([code, kind]) => [code, { kind, userMessage: code }])) as Record<
    keyof typeof PLATFORM_ERRORS,
    ErrorDefinition
  >;
}

/** The whole error catalogue: every code the api answers, with its kind and its user message. */
export const ERRORS: Readonly<Record<ErrorCode, ErrorDefinition>> = {
  ...SPEC_ERRORS,
  ...NAMED_ERRORS,
  ...platformErrors(),
};

/** The catalogue's codes. */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** HTTP statuses the spec names (document 2 §8). */
export const HTTP_STATUSES = [200, 201, 204, 206, 400, 401, 403, 404, 409, 422, 500] as const;

/** The CRM's quotation save codes and the catalogue error each one is (spec document 2 §8). */
export const QUOTATION_SAVE_CODES = {
  '001': 'quotation.invalid_authentication',
  '002': 'quotation.already_saved',
  '003': 'quotation.base_not_found',
  '004': 'quotation.save_failed',
  '005': 'quotation.products_save_failed',
  '006': 'quotation.related_products_save_failed',
} as const satisfies Record<string, ErrorCode>;

export type QuotationSaveCode = keyof typeof QUOTATION_SAVE_CODES;

/** The catalogue error of a CRM quotation save code, `null` for a code the CRM never sends. */
export function quotationSaveError(crmCode: string): ErrorCode | null {
  return Object.prototype.hasOwnProperty.call(QUOTATION_SAVE_CODES, crmCode)
    ? QUOTATION_SAVE_CODES[crmCode as QuotationSaveCode]
    : null;
}

export type ErrorParams = Readonly<Record<string, string | number>>;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERRORS, value);
}

function fill(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The error's own message (the spec's wording) with its params filled in; the code itself for a
 * platform error, whose only wording is its user message.
 */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  const own = ERRORS[code].message;
  return own === undefined ? code : fill(own, params);
}

/** What a person sees for an error, in their locale. */
export function userErrorMessage(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return message(ERRORS[code].userMessage, locale, params);
}

/** Whether the user message of a code has `{name}` placeholders the error's params fill. */
export function userMessageHasParams(code: ErrorCode): boolean {
  const texts = MESSAGES[ERRORS[code].userMessage];
  return /\{\w+\}/.test(texts['pt-BR']) || /\{\w+\}/.test(texts['es-AR']);
}

export interface DomainErrorOptions {
  cause?: unknown;
  /** What went wrong in the words of the code that threw, for logs (ids, states); never shown. */
  detail?: string;
}

/**
 * The one error type of the platform: an expected failure with a stable catalogue code. The api's
 * error handler answers `{ code, message }` with the HTTP status of the code's kind and the user
 * message in the request's language; the web client shows the user message of the code.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly kind: ErrorKind;
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params: ErrorParams = {}, options: DomainErrorOptions = {}) {
    super(
      options.detail ?? errorMessage(code, params),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'DomainError';
    this.code = code;
    this.kind = ERRORS[code].kind;
    this.params = params;
  }

  /** The message a person sees, in their locale. */
  userMessage(locale: Locale): string {
    return userErrorMessage(this.code, locale, this.params);
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/**
 * Throws the catalogue error when a required call parameter is missing (null, undefined or an
 * empty string), as the spec's calls do ('stateCode param is required', 'There is no Regional'…).
 */
export function requireParam<T>(value: T | null | undefined, code: ErrorCode): T {
  if (value === null || value === undefined || value === '') throw new DomainError(code);
  return value;
}

/**
 * Throws 'No body content provided.' for an update with an empty body (spec §5: a self-user update
 * with an empty body makes no call and fails).
 */
export function requireBody<T extends object>(body: T | null | undefined): T {
  if (!body || Object.keys(body).length === 0) throw new DomainError('body.no_body_content');
  return body;
}

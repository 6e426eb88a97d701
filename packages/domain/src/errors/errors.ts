import type { Locale } from '../markets/markets.js';
import { type MessageCode, message } from '../messages/messages.js';

/** One entry of the error catalogue. */
export interface ErrorDefinition {
  /** HTTP status the api answers with. */
  status: number;
  /**
   * The error's own message, word for word as spec document 2 §8 gives it where it does
   * (`{name}` placeholders are filled from the error's params). Meant for logs and partners.
   */
  message: string;
  /** The message a person sees, from the message catalogue. */
  userMessage: MessageCode;
}

/**
 * The error catalogue of spec document 2 §8, with stable dot-case codes. Codes never change once
 * published; partners and the web client switch on them.
 */
export const ERRORS = {
  // The HTTP client's own failure kinds.
  'http.network': { status: 502, message: 'Network error', userMessage: 'generic_error' },
  'http.timeout': { status: 504, message: 'Request timed out', userMessage: 'generic_error' },
  'http.canceled': { status: 499, message: 'Request canceled', userMessage: 'generic_error' },
  'http.bad_request': { status: 400, message: 'Bad request', userMessage: 'generic_error' },
  'http.bad_response': { status: 502, message: 'Bad response', userMessage: 'generic_error' },

  // Requests and their parameters.
  'validation.failed': {
    status: 400,
    message: 'Confira os campos obrigatórios',
    userMessage: 'check_required_fields',
  },
  'params.province_id_required': {
    status: 400,
    message: 'routeParams.provinceId param is required',
    userMessage: 'generic_error',
  },
  'params.state_code_required': {
    status: 400,
    message: 'stateCode param is required',
    userMessage: 'generic_error',
  },
  'params.required': { status: 400, message: 'Params is required', userMessage: 'generic_error' },
  'params.value_required': {
    status: 400,
    message: 'Parameter value is required',
    userMessage: 'generic_error',
  },
  'params.offer_and_simulation_required': {
    status: 400,
    message: 'offerId and simulationId params are required',
    userMessage: 'generic_error',
  },
  'body.no_body_content': { status: 400, message: 'No body content provided.', userMessage: 'generic_error' },
  'body.no_content_for_body': {
    status: 400,
    message: 'No content provided for the body.',
    userMessage: 'generic_error',
  },

  // Financing.
  'financing.no_simulation_for_installments': {
    status: 404,
    message: 'No simulation found for {installments} installments',
    userMessage: 'simulation_unavailable',
  },
  'financing.no_values_for_residual': {
    status: 404,
    message: 'No values found for residual {residual}',
    userMessage: 'simulation_unavailable',
  },
  'financing.no_adapter': {
    status: 400,
    message: 'No adapter found for financing type {type}',
    userMessage: 'simulations_unavailable',
  },
  'financing.simulations_unavailable': {
    status: 503,
    message: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
    userMessage: 'simulations_unavailable',
  },
  'financing.comparator_unavailable': {
    status: 404,
    message: 'Comparator unavailable for the term',
    userMessage: 'comparator_unavailable_for_term',
  },
  'coupon.unavailable': { status: 404, message: 'Coupon unavailable', userMessage: 'coupon_unavailable' },
  'coupon.requires_entrance': {
    status: 422,
    message: 'Coupon only for proposals with entrance payment',
    userMessage: 'coupon_requires_entrance',
  },

  // Dealers and locations.
  'dealers.no_radius': { status: 400, message: 'There is no Radius', userMessage: 'generic_error' },
  'dealers.no_influence_area': {
    status: 400,
    message: 'There is no influence area',
    userMessage: 'generic_error',
  },
  'dealers.no_regional': { status: 400, message: 'There is no Regional', userMessage: 'generic_error' },
  'postal_code.not_found': { status: 404, message: 'O CEP não foi encontrado', userMessage: 'cep_not_found' },
  'recall.vehicle_not_found': {
    status: 404,
    message: 'No vehicle with this plate',
    userMessage: 'recall_vehicle_not_found',
  },
  'recall.not_applicable': {
    status: 409,
    message: 'The campaign does not reach this chassis',
    userMessage: 'recall_not_applicable',
  },
  'recall.already_done': { status: 409, message: 'The campaign was already done', userMessage: 'recall_already_done' },
  'geo.reverse_geocode_not_found': {
    status: 404,
    message: 'reverse geocode failed to find location',
    userMessage: 'generic_error',
  },
  'geo.place_details_not_found': {
    status: 404,
    message: 'place details failed to find address',
    userMessage: 'generic_error',
  },
  'geo.geocode_not_found': {
    status: 404,
    message: 'geocode failed to find location',
    userMessage: 'generic_error',
  },
  'geo.autocomplete_not_found': {
    status: 404,
    message: 'autocomplete failed to find results',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_no_data': {
    status: 502,
    message: 'route matrix returned no data',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_unexpected_structure': {
    status: 502,
    message: 'route matrix unexpected response structure',
    userMessage: 'generic_error',
  },
  'geo.route_matrix_row_length': {
    status: 502,
    message: 'route matrix row {row} unexpected length',
    userMessage: 'generic_error',
  },
  'geo.predictions_fetch_failed': {
    status: 502,
    message: 'failed to fetch predictions due to {status}',
    userMessage: 'generic_error',
  },
  'geo.distance_matrix_no_rows': {
    status: 502,
    message: 'no response rows from distance matrix',
    userMessage: 'generic_error',
  },
  'geo.distance_matrix_fetch_failed': {
    status: 502,
    message: 'failed to fetch distance matrix due to {status}',
    userMessage: 'generic_error',
  },
  'geo.no_results': { status: 404, message: 'no results found', userMessage: 'generic_error' },
  'geo.geocoding_failed': { status: 502, message: 'geocoding failed', userMessage: 'generic_error' },
  'geo.geocoding_parse_failed': {
    status: 502,
    message: 'failed to parse geocoding result',
    userMessage: 'generic_error',
  },
  'geo.unsupported_provider': {
    status: 500,
    message: 'unsupported location provider',
    userMessage: 'generic_error',
  },
  'geo.aws_config_missing': {
    status: 500,
    message: 'AWS provider requires API key and region',
    userMessage: 'generic_error',
  },
  'geo.maps_sdk_not_loaded': { status: 500, message: 'maps SDK is not loaded', userMessage: 'generic_error' },
  // Not in the spec: the Google adapter cannot start without a key either.
  'geo.google_config_missing': {
    status: 500,
    message: 'Google provider requires API key',
    userMessage: 'generic_error',
  },

  // Catalogue, offers, stock.
  'car_image.missing_params': {
    status: 400,
    message: 'Failed to build base car image url. Missing required parameters.',
    userMessage: 'generic_error',
  },
  'offers.search_failed': { status: 502, message: 'Response status: {status}', userMessage: 'generic_error' },
  'stock.load_failed': { status: 502, message: 'Stock load failed', userMessage: 'stock_load_failed' },
  'stock.no_vehicle_available': {
    status: 404,
    message: 'No vehicle available',
    userMessage: 'no_vehicle_available',
  },
  'catalogue.item_info_unavailable': {
    status: 404,
    message: 'Item information could not be loaded',
    userMessage: 'item_info_unavailable',
  },

  // Payments and orders.
  'payment.failed': {
    status: 422,
    message: 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.',
    userMessage: 'payment_failed',
  },
  'boleto.generation_failed': {
    status: 502,
    message: 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
    userMessage: 'boleto_generation_failed',
  },
  'boleto.invalid': {
    status: 422,
    message: 'Invalid boleto barcode or typed line',
    userMessage: 'field_invalid',
  },
  'pix.malformed': { status: 422, message: 'Malformed Pix payload: {reason}', userMessage: 'field_invalid' },
  'pix.crc_mismatch': {
    status: 422,
    message: 'Pix payload CRC mismatch: expected {expected}, found {found}',
    userMessage: 'field_invalid',
  },
  'pix.invalid_field': {
    status: 422,
    message: 'Invalid Pix field {field}: {reason}',
    userMessage: 'field_invalid',
  },
  'order.transition_refused': {
    status: 409,
    message: 'Order cannot go from {from} to {to} by {actor}',
    userMessage: 'generic_error',
  },
  'order.cancellation_failed': {
    status: 502,
    message: 'Tivemos um problema ao solicitar o cancelamento.',
    userMessage: 'cancellation_request_failed',
  },
  'proposal.send_failed': {
    status: 502,
    message: 'Ocorreu um erro ao enviar a proposta.',
    userMessage: 'proposal_send_failed',
  },

  // Leads, messaging, loyalty.
  'lead.send_failed': {
    status: 502,
    message: 'FALHA AO ENVIAR MENSAGEM!',
    userMessage: 'message_send_failed',
  },
  'lead.specialist_failed': {
    status: 502,
    message: 'Failed lead to specialist',
    userMessage: 'lead_specialist_failed',
  },
  'whatsapp.start_failed': {
    status: 502,
    message: 'Falha ao iniciar conversa no WhatsApp',
    userMessage: 'whatsapp_start_failed',
  },
  'rewards.redeem_failed': { status: 502, message: 'Rewards error', userMessage: 'rewards_error' },
  'poll.not_found_for_dealer': {
    status: 404,
    message: 'No poll for dealer',
    userMessage: 'no_poll_for_dealer',
  },
  'ratings.load_failed': { status: 502, message: 'Ratings load error', userMessage: 'ratings_load_failed' },
  'recall.invalid_query': {
    status: 400,
    message: 'Invalid plate and chassis',
    userMessage: 'plate_chassis_invalid',
  },

  // Quotation save to the CRM (codes 001–006).
  'quotation.invalid_authentication': {
    status: 401,
    message: 'Invalid authentication',
    userMessage: 'quotation_invalid_authentication',
  },
  'quotation.already_saved': {
    status: 409,
    message: 'Quotation already saved; reopen it from the CRM',
    userMessage: 'quotation_already_saved',
  },
  'quotation.base_not_found': {
    status: 404,
    message: 'Base quotation not found in the CRM',
    userMessage: 'quotation_base_not_found',
  },
  'quotation.save_failed': {
    status: 502,
    message: 'Error saving quotation',
    userMessage: 'quotation_save_failed',
  },
  'quotation.products_save_failed': {
    status: 502,
    message: 'Error saving quotation products',
    userMessage: 'quotation_products_save_failed',
  },
  'quotation.related_products_save_failed': {
    status: 502,
    message: 'Error saving related products',
    userMessage: 'quotation_related_products_save_failed',
  },
  'quotation.price_not_greater': {
    status: 422,
    message: 'The new price must be greater than the initial price',
    userMessage: 'quotation_price_not_greater',
  },
  'quotation.discount_above_limit': {
    status: 422,
    message: "The discount is above the dealer's special discount ({limit})",
    userMessage: 'quotation_discount_above_limit',
  },
  'quotation.reductions_above_price': {
    status: 422,
    message: 'Bonus and discount are above the price',
    userMessage: 'quotation_reductions_above_price',
  },
  'quotation.build_invalid': {
    status: 422,
    message: 'The build breaks the configurator rules',
    userMessage: 'quotation_build_invalid',
  },
  'quotation.locked_by_stock': {
    status: 409,
    message: 'The quotation holds a stock proposal; discard it to change the car',
    userMessage: 'quotation_locked_by_stock',
  },
  'quotation.price_unavailable': {
    status: 422,
    message: 'The version has no price at the dealer',
    userMessage: 'quotation_price_unavailable',
  },

  internal: { status: 500, message: 'Um erro ocorreu, tente novamente', userMessage: 'generic_error' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

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

/** The error's own message (the spec's wording) with its params filled in. */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return fill(ERRORS[code].message, params);
}

/** What a person sees for an error, in their locale. */
export function userErrorMessage(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return message(ERRORS[code].userMessage, locale, params);
}

/**
 * An expected failure of a business rule. It carries a stable catalogue code; the api's error
 * handler answers `{ code, message }` with {@link ERRORS}' status, and the web client shows the
 * user message of the code.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params: ErrorParams = {}, options?: { cause?: unknown }) {
    super(errorMessage(code, params), options);
    this.name = 'DomainError';
    this.code = code;
    this.status = ERRORS[code].status;
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

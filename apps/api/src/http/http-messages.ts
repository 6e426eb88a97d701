import { type Locale, type LocalizedText, isMessageCode, message } from '@autohub/domain';

/**
 * Messages of the errors the HTTP edge raises itself. Where the domain's message catalogue has
 * the same meaning, its text is used so people read one voice across the platform.
 */
const HTTP_MESSAGES: Readonly<Record<string, LocalizedText | { domain: string }>> = {
  validation_error: { domain: 'check_required_fields' },
  internal_error: { domain: 'generic_error' },
  bad_request: { 'pt-BR': 'Requisição inválida', 'es-AR': 'Solicitud inválida' },
  not_found: { 'pt-BR': 'Página ou recurso não encontrado', 'es-AR': 'Página o recurso no encontrado' },
  unknown_brand: { 'pt-BR': 'Marca desconhecida', 'es-AR': 'Marca desconocida' },
  unknown_locale: { 'pt-BR': 'Idioma ou mercado desconhecido', 'es-AR': 'Idioma o mercado desconocido' },
  unauthorized: {
    'pt-BR': 'É preciso se identificar para continuar',
    'es-AR': 'Tenés que identificarte para continuar',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para esta ação',
    'es-AR': 'No tenés permiso para esta acción',
  },
  rate_limited: {
    'pt-BR': 'Muitas requisições. Aguarde um momento e tente novamente',
    'es-AR': 'Demasiadas solicitudes. Esperá un momento e intentá nuevamente',
  },
  method_not_allowed: { 'pt-BR': 'Método não permitido', 'es-AR': 'Método no permitido' },
  payload_too_large: { 'pt-BR': 'Conteúdo grande demais', 'es-AR': 'Contenido demasiado grande' },
  unsupported_media_type: {
    'pt-BR': 'Formato de conteúdo não suportado',
    'es-AR': 'Formato de contenido no admitido',
  },
  ownership_unproven: {
    'pt-BR':
      'Ainda não confirmamos que este carro é seu. Envie a nota fiscal ao atendimento ou aguarde a confirmação da concessionária',
    'es-AR':
      'Todavía no confirmamos que este auto es tuyo. Enviá la factura a atención al cliente o esperá la confirmación del concesionario',
  },
  proposal_in_progress: {
    'pt-BR': 'Sua proposta está sendo enviada ao banco. Atualize a página em instantes',
    'es-AR': 'Tu propuesta se está enviando al banco. Actualizá la página en unos instantes',
  },
  rating_already_given: {
    'pt-BR': 'Você já deu sua opinião sobre este atendimento',
    'es-AR': 'Ya diste tu opinión sobre esta atención',
  },
  service_unavailable: {
    'pt-BR': 'Serviço indisponível no momento',
    'es-AR': 'Servicio no disponible en este momento',
  },
};

/**
 * The text of an edge error code or of a message-catalogue code in `locale`; `fallback` (or the
 * code itself) when neither knows it.
 */
export function httpMessage(code: string, locale: Locale, fallback?: string): string {
  const entry = Object.prototype.hasOwnProperty.call(HTTP_MESSAGES, code) ? HTTP_MESSAGES[code] : undefined;
  if (entry && 'domain' in entry) {
    if (isMessageCode(entry.domain)) return message(entry.domain, locale);
  } else if (entry) {
    return entry[locale];
  }
  if (isMessageCode(code)) return message(code, locale);
  return fallback ?? code;
}

/** The edge error code of an HTTP status Fastify or a plugin raised. */
export function codeOfStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

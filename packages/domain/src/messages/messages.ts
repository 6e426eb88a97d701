import type { Locale } from '../markets/markets.js';

/** A text in each locale the platform serves. */
export interface LocalizedText {
  'pt-BR': string;
  'es-AR': string;
}

/**
 * Every user-facing message of the platform, keyed by a stable code.
 *
 * The pt-BR texts quoted by the specification (document 1 §5, §9 and document 2 §8) are kept
 * word for word, including their capitals and punctuation; the others follow the same voice.
 * The es-AR texts use the voseo an Argentine reader expects. `{name}` placeholders are filled by
 * {@link message}.
 */
export const MESSAGES = {
  // Names and documents (spec document 1 §5 "Messages").
  name_required: { 'pt-BR': 'Digite seu nome', 'es-AR': 'Ingresá tu nombre' },
  name_invalid: { 'pt-BR': 'Digite um nome válido', 'es-AR': 'Ingresá un nombre válido' },
  surname_required: { 'pt-BR': 'Digite pelo menos um sobrenome', 'es-AR': 'Ingresá al menos un apellido' },
  cpf_invalid: { 'pt-BR': 'CPF inválido', 'es-AR': 'CPF inválido' },
  cnpj_invalid: { 'pt-BR': 'CNPJ inválido', 'es-AR': 'CNPJ inválido' },
  cpf_cnpj_invalid: { 'pt-BR': 'CPF/CNPJ inválido', 'es-AR': 'CPF/CNPJ inválido' },
  rg_invalid: { 'pt-BR': 'RG inválido', 'es-AR': 'RG inválido' },
  cuil_invalid: { 'pt-BR': 'CUIL inválido', 'es-AR': 'CUIL inválido' },
  dni_invalid: { 'pt-BR': 'DNI inválido', 'es-AR': 'DNI inválido' },
  document_invalid: {
    'pt-BR': 'Digite um CUIL/CUIT ou DNI válido',
    'es-AR': 'Ingresá un CUIL/CUIT o DNI válido',
  },
  cuil_document_mismatch: {
    'pt-BR': 'O CUIL não corresponde ao número do documento',
    'es-AR': 'El CUIL no coincide con el número de DNI',
  },
  cnh_invalid: { 'pt-BR': 'Número da CNH inválido', 'es-AR': 'Número de CNH inválido' },
  cnh_expiry_invalid: { 'pt-BR': 'Validade da CNH inválida', 'es-AR': 'Vencimiento de la CNH inválido' },
  cnh_expired: { 'pt-BR': 'CNH fora da data de validade', 'es-AR': 'La CNH está vencida' },
  cnh_category_required: {
    'pt-BR': 'Selecione a categoria da CNH',
    'es-AR': 'Seleccioná la categoría de la CNH',
  },

  // Contact.
  mobile_phone_required: { 'pt-BR': 'Digite seu celular', 'es-AR': 'Ingresá tu celular' },
  phone_invalid: { 'pt-BR': 'Digite um telefone válido', 'es-AR': 'Ingresá un teléfono válido' },
  phone_required: { 'pt-BR': 'Digite seu telefone', 'es-AR': 'Ingresá tu teléfono' },
  email_invalid: { 'pt-BR': 'Digite um e-mail válido', 'es-AR': 'Ingresá un e-mail válido' },
  email_same_as_holder: {
    'pt-BR': 'O email não pode ser o mesmo do titular',
    'es-AR': 'El e-mail no puede ser el mismo del titular',
  },
  labor_card_same_as_holder: {
    'pt-BR': 'A carteira de trabalho não pode ser a mesma do titular',
    'es-AR': 'La libreta de trabajo no puede ser la misma del titular',
  },

  // Dates.
  birthday_invalid: { 'pt-BR': 'Data de Nascimento inválida', 'es-AR': 'Fecha de nacimiento inválida' },
  age_min_18: { 'pt-BR': 'Idade mínima 18 anos', 'es-AR': 'Edad mínima 18 años' },
  date_invalid: { 'pt-BR': 'Data inválida', 'es-AR': 'Fecha inválida' },
  date_not_within_last_30_days: {
    'pt-BR': 'A data deve estar dentro dos últimos 30 dias',
    'es-AR': 'La fecha debe estar dentro de los últimos 30 días',
  },
  date_not_within_next_30_days: {
    'pt-BR': 'A data deve estar dentro dos próximos 30 dias',
    'es-AR': 'La fecha debe estar dentro de los próximos 30 días',
  },
  date_in_future: { 'pt-BR': 'A data não pode estar no futuro', 'es-AR': 'La fecha no puede ser futura' },
  date_in_past: { 'pt-BR': 'A data não pode estar no passado', 'es-AR': 'La fecha no puede ser pasada' },
  date_not_in_future: { 'pt-BR': 'A data deve estar no futuro', 'es-AR': 'La fecha debe ser futura' },
  time_invalid: { 'pt-BR': 'Horário inválido', 'es-AR': 'Horario inválido' },

  // Company rental, employee purchase (B2E) and discount club.
  cuit_invalid: { 'pt-BR': 'CUIT inválido', 'es-AR': 'CUIT inválido' },
  rental_vehicle_amount_invalid: {
    'pt-BR': 'Informe de 1 a 9999 veículos',
    'es-AR': 'Indicá de 1 a 9999 vehículos',
  },
  dependent_same_as_holder: {
    'pt-BR': 'O dependente não pode ser o próprio titular',
    'es-AR': 'El dependiente no puede ser el mismo titular',
  },
  dependent_duplicate: {
    'pt-BR': 'Este dependente já está cadastrado',
    'es-AR': 'Este dependiente ya está registrado',
  },
  dependents_limit: {
    'pt-BR': 'Limite de {limit} dependentes atingido',
    'es-AR': 'Llegaste al límite de {limit} dependientes',
  },
  b2e_holder_document_required: {
    'pt-BR': 'Informe o documento do colaborador titular',
    'es-AR': 'Ingresá el documento del empleado titular',
  },

  // Required choices of personal data.
  gender_required: { 'pt-BR': 'Selecione o gênero', 'es-AR': 'Seleccioná el género' },
  marital_status_required: { 'pt-BR': 'Selecione o estado civil', 'es-AR': 'Seleccioná el estado civil' },
  monthly_income_required: { 'pt-BR': 'Digite a renda mensal', 'es-AR': 'Ingresá tus ingresos mensuales' },
  occupation_nature_required: {
    'pt-BR': 'Selecione a natureza da ocupação',
    'es-AR': 'Seleccioná el tipo de ocupación',
  },

  // Address.
  cep_required: { 'pt-BR': 'Digite seu CEP', 'es-AR': 'Ingresá tu código postal' },
  cep_invalid: { 'pt-BR': 'CEP inválido', 'es-AR': 'Código postal inválido' },
  cep_not_found: { 'pt-BR': 'O CEP não foi encontrado', 'es-AR': 'No encontramos el código postal' },
  street_required: { 'pt-BR': 'Digite a rua', 'es-AR': 'Ingresá la calle' },
  neighborhood_required: { 'pt-BR': 'Digite o bairro', 'es-AR': 'Ingresá el barrio' },
  address_number_required: { 'pt-BR': 'Digite o número', 'es-AR': 'Ingresá el número' },
  city_required: { 'pt-BR': 'Selecione a cidade', 'es-AR': 'Seleccioná la ciudad' },
  state_required: { 'pt-BR': 'Selecione o estado', 'es-AR': 'Seleccioná la provincia' },

  // Required selections (spec document 1 §5 "Rules").
  dealer_required: { 'pt-BR': 'Selecione uma concessionária', 'es-AR': 'Seleccioná un concesionario' },
  dealer_code_invalid: {
    'pt-BR': 'Digite um código de concessionária válido (letras, números, - ou _)',
    'es-AR': 'Ingresá un código de concesionario válido (letras, números, - o _)',
  },
  year_required: { 'pt-BR': 'Selecione o ano', 'es-AR': 'Seleccioná el año' },
  model_required: { 'pt-BR': 'Selecione o modelo', 'es-AR': 'Seleccioná el modelo' },
  version_required: { 'pt-BR': 'Selecione a versão', 'es-AR': 'Seleccioná la versión' },
  manual_name_required: { 'pt-BR': 'Digite o nome do manual', 'es-AR': 'Ingresá el nombre del manual' },
  manual_path_required: { 'pt-BR': 'Digite o caminho do manual', 'es-AR': 'Ingresá la ruta del manual' },
  plate_required: { 'pt-BR': 'Digite a placa', 'es-AR': 'Ingresá la patente' },
  mileage_required: { 'pt-BR': 'Digite a quilometragem', 'es-AR': 'Ingresá el kilometraje' },
  mileage_invalid: {
    'pt-BR': 'Digite a quilometragem só com números, sem sinal',
    'es-AR': 'Ingresá el kilometraje solo con números, sin signo',
  },
  model_year_invalid: {
    'pt-BR': 'Digite um ano entre 1900 e o ano que vem',
    'es-AR': 'Ingresá un año entre 1900 y el año que viene',
  },
  category_required: { 'pt-BR': 'Selecione a categoria', 'es-AR': 'Seleccioná la categoría' },
  model_or_manufactured_year_required: {
    'pt-BR': 'Selecione o ano do modelo ou o ano de fabricação',
    'es-AR': 'Seleccioná el año del modelo o el año de fabricación',
  },
  contact_reason_required: {
    'pt-BR': 'Selecione o motivo do contato',
    'es-AR': 'Seleccioná el motivo del contacto',
  },
  contact_opt_in_required: {
    'pt-BR': 'Selecione pelo menos uma forma de contato',
    'es-AR': 'Seleccioná al menos un medio de contacto',
  },
  contact_time_required: {
    'pt-BR': 'Selecione o horário para contato',
    'es-AR': 'Seleccioná el horario de contacto',
  },
  test_drive_time_required: {
    'pt-BR': 'Selecione o horário do test drive',
    'es-AR': 'Seleccioná el horario del test drive',
  },

  // Passwords.
  password_mismatch: {
    'pt-BR': 'As senhas digitadas não são iguais',
    'es-AR': 'Las contraseñas ingresadas no coinciden',
  },
  current_password_required: { 'pt-BR': 'Digite sua senha atual', 'es-AR': 'Ingresá tu contraseña actual' },
  current_password_too_short: {
    'pt-BR': 'A senha deve ter pelo menos 8 caracteres',
    'es-AR': 'La contraseña debe tener al menos 8 caracteres',
  },
  password_length: {
    'pt-BR': 'A senha deve ter de 8 a 16 caracteres',
    'es-AR': 'La contraseña debe tener entre 8 y 16 caracteres',
  },
  password_digit: {
    'pt-BR': 'A senha deve conter um número',
    'es-AR': 'La contraseña debe contener un número',
  },
  password_lowercase: {
    'pt-BR': 'A senha deve conter uma letra minúscula',
    'es-AR': 'La contraseña debe contener una letra minúscula',
  },
  password_uppercase: {
    'pt-BR': 'A senha deve conter uma letra maiúscula',
    'es-AR': 'La contraseña debe contener una letra mayúscula',
  },
  password_special: {
    'pt-BR': 'A senha deve conter um caractere especial',
    'es-AR': 'La contraseña debe contener un carácter especial',
  },
  password_forbidden_chars: {
    'pt-BR': 'A senha não pode conter os caracteres < > + | / * ? \\',
    'es-AR': 'La contraseña no puede contener los caracteres < > + | / * ? \\',
  },

  // Forms in general.
  required_fields: { 'pt-BR': 'Campos Obrigatórios', 'es-AR': 'Campos obligatorios' },
  check_required_fields: {
    'pt-BR': 'Confira os campos obrigatórios',
    'es-AR': 'Revisá los campos obligatorios',
  },
  field_required: { 'pt-BR': 'Campo obrigatório', 'es-AR': 'Campo obligatorio' },
  field_invalid: { 'pt-BR': 'Campo inválido', 'es-AR': 'Campo inválido' },
  text_forbidden_chars: {
    'pt-BR': 'Não use os caracteres & $ < > %',
    'es-AR': 'No uses los caracteres & $ < > %',
  },
  leading_space: {
    'pt-BR': 'O campo não pode começar com espaço',
    'es-AR': 'El campo no puede empezar con un espacio',
  },
  number_not_positive: {
    'pt-BR': 'O número deve ser maior que 0',
    'es-AR': 'El número debe ser mayor que 0',
  },
  letters_only: { 'pt-BR': 'Use apenas letras', 'es-AR': 'Usá solo letras' },
  numeric_only: { 'pt-BR': 'Use apenas números', 'es-AR': 'Usá solo números' },
  max_length: { 'pt-BR': 'Use no máximo {max} caracteres', 'es-AR': 'Usá como máximo {max} caracteres' },
  min_length: { 'pt-BR': 'Use pelo menos {min} caracteres', 'es-AR': 'Usá al menos {min} caracteres' },
  min_selected: {
    'pt-BR': 'Selecione pelo menos {min} opção(ões)',
    'es-AR': 'Seleccioná al menos {min} opción(es)',
  },
  max_selected: {
    'pt-BR': 'Selecione no máximo {max} opção(ões)',
    'es-AR': 'Seleccioná como máximo {max} opción(es)',
  },
  greater_than: { 'pt-BR': 'O valor deve ser maior que {min}', 'es-AR': 'El valor debe ser mayor que {min}' },
  checkbox_required: {
    'pt-BR': 'Marque esta opção para continuar',
    'es-AR': 'Marcá esta opción para continuar',
  },
  files_too_large: {
    'pt-BR': 'Arquivos excederam o tamanho máximo',
    'es-AR': 'Los archivos superaron el tamaño máximo',
  },
  face_not_visible: {
    'pt-BR': 'O rosto precisa estar visível no documento',
    'es-AR': 'El rostro tiene que verse en el documento',
  },
  // The anti-fraud selfie and the identity quiz of an order.
  selfie_no_face: {
    'pt-BR': 'Não encontramos seu rosto na foto. Tente de novo em um lugar iluminado, olhando para a câmera.',
    'es-AR': 'No encontramos tu rostro en la foto. Probá de nuevo en un lugar con luz, mirando a la cámara.',
  },
  selfie_attempts_exceeded: {
    'pt-BR':
      'Você atingiu o número máximo de tentativas da foto. A concessionária vai entrar em contato para validar sua identidade.',
    'es-AR':
      'Alcanzaste la cantidad máxima de intentos de la foto. El concesionario se va a contactar con vos para validar tu identidad.',
  },
  selfie_image_refused: {
    'pt-BR': 'Envie uma foto em JPEG ou PNG',
    'es-AR': 'Enviá una foto en JPEG o PNG',
  },
  selfie_unavailable: {
    'pt-BR':
      'Não foi possível verificar a foto agora. Tente novamente em instantes; esta tentativa não foi contada.',
    'es-AR':
      'No pudimos verificar la foto ahora. Probá de nuevo en unos instantes; este intento no se contó.',
  },
  identity_quiz_failed: {
    'pt-BR': 'As respostas não conferem. A concessionária vai validar sua identidade.',
    'es-AR': 'Las respuestas no coinciden. El concesionario va a validar tu identidad.',
  },

  // Cards.
  card_number_invalid: { 'pt-BR': 'Número do cartão inválido', 'es-AR': 'Número de tarjeta inválido' },
  card_name_invalid: {
    'pt-BR': 'Nome impresso no cartão inválido',
    'es-AR': 'Nombre de la tarjeta inválido',
  },
  card_expiry_invalid: {
    'pt-BR': 'Validade do cartão inválida',
    'es-AR': 'Vencimiento de la tarjeta inválido',
  },
  card_cvv_invalid: { 'pt-BR': 'Código de segurança inválido', 'es-AR': 'Código de seguridad inválido' },

  // Vehicles, builds and quotations.
  plate_invalid: { 'pt-BR': 'Placa inválida', 'es-AR': 'Patente inválida' },
  chassis_invalid: { 'pt-BR': 'Chassi inválido', 'es-AR': 'Chasis inválido' },
  plate_chassis_invalid: { 'pt-BR': 'Placa ou chassi inválido', 'es-AR': 'Patente o chasis inválido' },
  recall_vehicle_not_found: {
    'pt-BR': 'Não encontramos um veículo com esta placa. Tente pelo chassi.',
    'es-AR': 'No encontramos un vehículo con esta patente. Probá con el chasis.',
  },
  recall_not_applicable: {
    'pt-BR': 'Esta campanha não se aplica a este veículo.',
    'es-AR': 'Esta campaña no corresponde a este vehículo.',
  },
  recall_already_done: {
    'pt-BR': 'O reparo desta campanha já foi feito neste veículo.',
    'es-AR': 'La reparación de esta campaña ya se hizo en este vehículo.',
  },
  optional_conflict: {
    'pt-BR': 'Estes opcionais não podem ser adicionados juntos',
    'es-AR': 'Estos opcionales no se pueden agregar juntos',
  },
  color_change_required: {
    'pt-BR': 'Este opcional está ligado à cor escolhida. Escolha uma nova cor.',
    'es-AR': 'Este opcional está ligado al color elegido. Elegí un nuevo color.',
  },
  quotation_price_not_greater: {
    'pt-BR': 'O novo preço deve ser maior que o preço inicial',
    'es-AR': 'El nuevo precio debe ser mayor que el precio inicial',
  },
  price_unavailable: {
    'pt-BR': 'Valor não disponível no momento',
    'es-AR': 'Valor no disponible por el momento',
  },

  // Messages shown after calls (spec document 2 §8 "User-facing messages").
  generic_error: {
    'pt-BR': 'Um erro ocorreu, tente novamente',
    'es-AR': 'Ocurrió un error, intentá nuevamente',
  },
  message_sent: { 'pt-BR': 'SUA MENSAGEM FOI ENVIADA!', 'es-AR': '¡TU MENSAJE FUE ENVIADO!' },
  message_send_failed: { 'pt-BR': 'FALHA AO ENVIAR MENSAGEM!', 'es-AR': '¡NO SE PUDO ENVIAR EL MENSAJE!' },
  payment_failed: {
    'pt-BR': 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.',
    'es-AR': 'TUVIMOS UN PROBLEMA CON EL PAGO. Revisá tus datos, por favor.',
  },
  boleto_generation_failed: {
    'pt-BR': 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
    'es-AR': 'Tuvimos un problema al generar el boleto. Por favor, intentá nuevamente.',
  },
  cancellation_request_failed: {
    'pt-BR': 'Tivemos um problema ao solicitar o cancelamento.',
    'es-AR': 'Tuvimos un problema al solicitar la cancelación.',
  },
  proposal_send_failed: {
    'pt-BR': 'Ocorreu um erro ao enviar a proposta.',
    'es-AR': 'Ocurrió un error al enviar la propuesta.',
  },
  simulation_unavailable: {
    'pt-BR': 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
    'es-AR': 'LA SIMULACIÓN NO ESTÁ DISPONIBLE EN ESTE MOMENTO',
  },
  simulation_unavailable_call_dealer: {
    'pt-BR': 'Entre em contato com a concessionária pelo telefone {phone}',
    'es-AR': 'Comunicate con el concesionario al teléfono {phone}',
  },
  simulations_unavailable: {
    'pt-BR': 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
    'es-AR': 'LAS SIMULACIONES NO ESTÁN DISPONIBLES EN ESTE MOMENTO',
  },
  comparator_unavailable_for_term: {
    'pt-BR': 'O comparativo não está disponível para este prazo',
    'es-AR': 'El comparador no está disponible para este plazo',
  },
  whatsapp_start_failed: {
    'pt-BR': 'Falha ao iniciar conversa no WhatsApp',
    'es-AR': 'No se pudo iniciar la conversación en WhatsApp',
  },
  rewards_error: {
    'pt-BR':
      'Não foi possível concluir o resgate. Tente novamente em alguns minutos ou ligue para a central de atendimento.',
    'es-AR':
      'No se pudo completar el canje. Intentá nuevamente en unos minutos o llamá al centro de atención.',
  },
  stock_load_failed: {
    'pt-BR': 'Não foi possível carregar o estoque',
    'es-AR': 'No se pudo cargar el stock',
  },
  no_vehicle_available: { 'pt-BR': 'Nenhum veículo disponível', 'es-AR': 'No hay vehículos disponibles' },
  item_info_unavailable: {
    'pt-BR': 'Não foi possível carregar as informações do item',
    'es-AR': 'No se pudo cargar la información del ítem',
  },
  coupon_unavailable: { 'pt-BR': 'Cupom indisponível', 'es-AR': 'Cupón no disponible' },
  coupon_requires_entrance: {
    'pt-BR': 'O cupom só é válido para propostas com entrada',
    'es-AR': 'El cupón solo es válido para propuestas con anticipo',
  },
  no_poll_for_dealer: {
    'pt-BR': 'Não há pesquisa disponível para esta concessionária',
    'es-AR': 'No hay encuesta disponible para este concesionario',
  },
  ratings_load_failed: {
    'pt-BR': 'Não foi possível carregar as avaliações',
    'es-AR': 'No se pudieron cargar las calificaciones',
  },
  lead_specialist_failed: {
    'pt-BR': 'Não foi possível enviar seus dados ao especialista. Tente novamente.',
    'es-AR': 'No se pudieron enviar tus datos al especialista. Intentá nuevamente.',
  },

  // Quotation save to the CRM, codes 001 to 006 (spec document 2 §8).
  quotation_saved: { 'pt-BR': 'Cotação salva com sucesso', 'es-AR': 'Cotización guardada con éxito' },
  quotation_invalid_authentication: { 'pt-BR': 'Autenticação inválida', 'es-AR': 'Autenticación inválida' },
  quotation_already_saved: {
    'pt-BR': 'Esta cotação já foi salva. Reabra-a pelo CRM.',
    'es-AR': 'Esta cotización ya fue guardada. Volvé a abrirla desde el CRM.',
  },
  quotation_base_not_found: {
    'pt-BR': 'Cotação base não encontrada no CRM',
    'es-AR': 'No se encontró la cotización base en el CRM',
  },
  quotation_save_failed: { 'pt-BR': 'Erro ao salvar a cotação', 'es-AR': 'Error al guardar la cotización' },
  quotation_products_save_failed: {
    'pt-BR': 'Erro ao salvar os produtos da cotação',
    'es-AR': 'Error al guardar los productos de la cotización',
  },
  quotation_related_products_save_failed: {
    'pt-BR': 'Erro ao salvar os produtos relacionados',
    'es-AR': 'Error al guardar los productos relacionados',
  },
  quotation_discount_above_limit: {
    'pt-BR': 'O desconto passa do desconto especial da concessionária ({limit})',
    'es-AR': 'El descuento supera el descuento especial del concesionario ({limit})',
  },
  quotation_reductions_above_price: {
    'pt-BR': 'Bônus e desconto não podem passar do preço',
    'es-AR': 'La bonificación y el descuento no pueden superar el precio',
  },
  quotation_build_invalid: {
    'pt-BR': 'Esta configuração não pode ser montada; revise os opcionais',
    'es-AR': 'Esta configuración no se puede armar; revisá los opcionales',
  },
  quotation_locked_by_stock: {
    'pt-BR': 'A cotação está em uma proposta de estoque; descarte-a para alterar o carro',
    'es-AR': 'La cotización está en una propuesta de stock; descartala para cambiar el auto',
  },
  quotation_saving: {
    'pt-BR': 'O CRM está demorando; a cotação será enviada assim que ele responder',
    'es-AR': 'El CRM está demorando; la cotización se enviará apenas responda',
  },
  quotation_price_unavailable: {
    'pt-BR': 'Esta versão não tem preço na concessionária',
    'es-AR': 'Esta versión no tiene precio en el concesionario',
  },
} as const satisfies Record<string, LocalizedText>;

/** Stable code of a user-facing message. */
export type MessageCode = keyof typeof MESSAGES;

/** Whether a string is a code of the message catalogue. */
export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/**
 * The text of a message in a locale, with `{name}` placeholders filled from `params`.
 * A placeholder without a value is left as written so the gap is visible, never blank.
 */
export function message(
  code: MessageCode,
  locale: Locale,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const text: string = MESSAGES[code][locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

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
  car_view_invalid: {
    'pt-BR': 'Vista do carro inválida: use side, front34, rear34 ou interior',
    'es-AR': 'Vista del auto inválida: usá side, front34, rear34 o interior',
  },
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
  saved_card_refused: {
    'pt-BR': 'Não foi possível salvar o cartão. Verifique seus dados, por favor.',
    'es-AR': 'No pudimos guardar la tarjeta. Revisá tus datos, por favor.',
  },
  saved_card_limit_reached: {
    'pt-BR': 'Você atingiu o limite de cartões salvos. Remova um para adicionar outro.',
    'es-AR': 'Llegaste al límite de tarjetas guardadas. Eliminá una para agregar otra.',
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

  // Errors a person can meet at the api (the error catalogue's codes of the same name).
  no_body_content: { 'pt-BR': 'Nenhum dado foi enviado', 'es-AR': 'No se envió ningún dato' },
  bad_request: {
    'pt-BR': 'Não foi possível processar o pedido. Confira os dados e tente novamente.',
    'es-AR': 'No fue posible procesar el pedido. Revisá los datos e intentá nuevamente.',
  },
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
    'pt-BR': 'Muitas tentativas. Aguarde um instante e tente novamente.',
    'es-AR': 'Demasiados intentos. Esperá un instante e intentá nuevamente.',
  },
  method_not_allowed: { 'pt-BR': 'Método não permitido', 'es-AR': 'Método no permitido' },
  payload_too_large: {
    'pt-BR': 'O arquivo ou conteúdo enviado é grande demais.',
    'es-AR': 'El archivo o contenido enviado es demasiado grande.',
  },
  unsupported_media_type: {
    'pt-BR': 'Formato de arquivo ou conteúdo não aceito.',
    'es-AR': 'Formato de archivo o contenido no admitido.',
  },
  service_unavailable: {
    'pt-BR': 'Serviço indisponível no momento. Tente novamente em instantes.',
    'es-AR': 'Servicio no disponible en este momento. Intentá nuevamente en unos instantes.',
  },
  gateway_unavailable: {
    'pt-BR': 'O serviço de pagamento está indisponível no momento. Tente novamente em instantes.',
    'es-AR': 'El servicio de pago no está disponible en este momento. Intentá nuevamente en unos instantes.',
  },
  session_expired: {
    'pt-BR': 'Sua sessão terminou. Entre novamente.',
    'es-AR': 'Tu sesión terminó. Ingresá nuevamente.',
  },
  xsrf_failed: {
    'pt-BR': 'Sua sessão de segurança expirou. Atualize a página e tente novamente.',
    'es-AR': 'Tu sesión de seguridad venció. Actualizá la página e intentá nuevamente.',
  },
  invalid_signature: {
    'pt-BR': 'Assinatura da chamada inválida',
    'es-AR': 'Firma de la llamada inválida',
  },
  invalid_credentials: {
    'pt-BR': 'E-mail ou senha incorretos.',
    'es-AR': 'E-mail o contraseña incorrectos.',
  },
  email_not_confirmed: {
    'pt-BR': 'Confirme seu e-mail para entrar: use o link que enviamos.',
    'es-AR': 'Confirmá tu e-mail para ingresar: usá el enlace que te enviamos.',
  },
  sign_in_slowed: {
    'pt-BR': 'Muitas tentativas com senha errada. Aguarde {seconds} segundos e tente novamente.',
    'es-AR': 'Demasiados intentos con contraseña incorrecta. Esperá {seconds} segundos e intentá nuevamente.',
  },
  token_invalid: {
    'pt-BR': 'Este link é inválido ou expirou. Peça um novo.',
    'es-AR': 'Este enlace es inválido o venció. Pedí uno nuevo.',
  },
  current_password_wrong: {
    'pt-BR': 'A senha atual não confere',
    'es-AR': 'La contraseña actual no coincide',
  },
  social_token_invalid: {
    'pt-BR': 'Não foi possível entrar com esta conta. Tente novamente.',
    'es-AR': 'No fue posible ingresar con esta cuenta. Intentá nuevamente.',
  },
  social_email_unverified: {
    'pt-BR': 'O provedor não confirmou o seu e-mail. Entre com e-mail e senha.',
    'es-AR': 'El proveedor no confirmó tu e-mail. Ingresá con e-mail y contraseña.',
  },
  unknown_provider: {
    'pt-BR': 'Este provedor de acesso não está disponível.',
    'es-AR': 'Este proveedor de acceso no está disponible.',
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
  rating_not_eligible: {
    'pt-BR': 'A avaliação é para clientes com carro entregue há até 30 dias',
    'es-AR': 'La calificación es para clientes con un auto entregado hace hasta 30 días',
  },
  file_empty: { 'pt-BR': 'O arquivo está vazio', 'es-AR': 'El archivo está vacío' },
  file_type_mismatch: {
    'pt-BR': 'O conteúdo do arquivo não corresponde ao tipo informado',
    'es-AR': 'El contenido del archivo no corresponde al tipo indicado',
  },
  file_type_refused: {
    'pt-BR': 'Envie o documento em PDF, JPEG ou PNG.',
    'es-AR': 'Enviá el documento en PDF, JPEG o PNG.',
  },
  idempotency_key_reused: {
    'pt-BR': 'Este pedido já foi usado para outra operação. Atualize a página e tente novamente.',
    'es-AR': 'Este pedido ya se usó para otra operación. Actualizá la página e intentá nuevamente.',
  },
  state_invalid: { 'pt-BR': 'Estado desconhecido', 'es-AR': 'Provincia desconocida' },
  brand_mismatch: {
    'pt-BR': 'O pedido é de outra marca que a desta página',
    'es-AR': 'El pedido es de otra marca que la de esta página',
  },
  country_mismatch: {
    'pt-BR': 'O endereço precisa ser no país do pedido',
    'es-AR': 'La dirección tiene que estar en el país del pedido',
  },

  // Catalogue, builds and prices.
  model_not_found: { 'pt-BR': 'Modelo não encontrado', 'es-AR': 'Modelo no encontrado' },
  model_year_not_found: {
    'pt-BR': 'Ano-modelo não encontrado para este modelo',
    'es-AR': 'Año modelo no encontrado para este modelo',
  },
  mvs_not_found: { 'pt-BR': 'Versão não encontrada', 'es-AR': 'Versión no encontrada' },
  color_not_found: {
    'pt-BR': 'Cor não encontrada para esta versão',
    'es-AR': 'Color no encontrado para esta versión',
  },
  coating_not_found: {
    'pt-BR': 'Revestimento não encontrado para esta versão',
    'es-AR': 'Tapizado no encontrado para esta versión',
  },
  not_sold_in_country: {
    'pt-BR': 'Este modelo não é vendido neste país',
    'es-AR': 'Este modelo no se vende en este país',
  },
  part_not_in_version: {
    'pt-BR': 'Estes itens não são oferecidos nesta versão: {parts}',
    'es-AR': 'Estos ítems no se ofrecen en esta versión: {parts}',
  },
  build_invalid: {
    'pt-BR': 'Esta configuração não pode ser montada; revise os opcionais',
    'es-AR': 'Esta configuración no se puede armar; revisá los opcionales',
  },
  build_not_found: {
    'pt-BR': 'Não encontramos esta configuração compartilhada',
    'es-AR': 'No encontramos esta configuración compartida',
  },
  compare_min: {
    'pt-BR': 'Escolha pelo menos duas versões diferentes para comparar',
    'es-AR': 'Elegí al menos dos versiones diferentes para comparar',
  },
  compare_same_model: {
    'pt-BR': 'Só é possível comparar versões do mesmo modelo',
    'es-AR': 'Solo se pueden comparar versiones del mismo modelo',
  },
  maintenance_not_found: {
    'pt-BR': 'Não há plano de revisões para este modelo',
    'es-AR': 'No hay plan de service para este modelo',
  },
  working_price_exists: {
    'pt-BR': 'Já existe um preço de trabalho para esta versão e ano; altere o existente',
    'es-AR': 'Ya existe un precio de trabajo para esta versión y año; modificá el existente',
  },
  working_price_discount_above_price: {
    'pt-BR': 'O desconto especial passa do preço',
    'es-AR': 'El descuento especial supera el precio',
  },
  working_price_csv_empty: { 'pt-BR': 'O arquivo está vazio', 'es-AR': 'El archivo está vacío' },
  working_price_csv_header: {
    'pt-BR': 'A primeira linha deve ser mvsCode;modelYear;price;specialDiscount',
    'es-AR': 'La primera línea debe ser mvsCode;modelYear;price;specialDiscount',
  },
  working_price_csv_too_many_rows: {
    'pt-BR': 'O arquivo passa de {max} linhas',
    'es-AR': 'El archivo supera las {max} líneas',
  },

  // Orders, reservations and payments.
  order_not_found: { 'pt-BR': 'Pedido não encontrado', 'es-AR': 'Pedido no encontrado' },
  order_moved: {
    'pt-BR': 'O pedido mudou enquanto isso. Atualize a página e tente novamente.',
    'es-AR': 'El pedido cambió mientras tanto. Actualizá la página e intentá nuevamente.',
  },
  order_cancelled: { 'pt-BR': 'Este pedido foi cancelado', 'es-AR': 'Este pedido fue cancelado' },
  order_not_paid: {
    'pt-BR': 'O endereço do kit de boas-vindas é pedido depois do pagamento do carro',
    'es-AR': 'La dirección del kit de bienvenida se pide después del pago del auto',
  },
  order_not_delivered: {
    'pt-BR': 'A avaliação é pedida depois da entrega do carro',
    'es-AR': 'La opinión se pide después de la entrega del auto',
  },
  feedback_already_sent: {
    'pt-BR': 'Você já enviou sua avaliação deste pedido',
    'es-AR': 'Ya enviaste tu opinión sobre este pedido',
  },
  documents_required: {
    'pt-BR': 'Envie os documentos antes de gerar o boleto',
    'es-AR': 'Enviá los documentos antes de generar la boleta',
  },
  reservation_expired: {
    'pt-BR': 'O tempo da reserva terminou',
    'es-AR': 'El tiempo de la reserva terminó',
  },
  unit_not_found: {
    'pt-BR': 'Carro não encontrado nesta campanha',
    'es-AR': 'Auto no encontrado en esta campaña',
  },
  unit_unavailable: {
    'pt-BR': 'Este carro acabou de ser reservado por outra pessoa',
    'es-AR': 'Este auto acaba de ser reservado por otra persona',
  },
  unit_held: {
    'pt-BR': 'Este carro está reservado ou vendido em um pedido e não pode sair do estoque',
    'es-AR': 'Este auto está reservado o vendido en un pedido y no puede salir del stock',
  },
  unit_already_reduced: {
    'pt-BR': 'Este carro já foi baixado do estoque',
    'es-AR': 'Este auto ya fue dado de baja del stock',
  },
  stock_unit_not_found: {
    'pt-BR': 'Este carro não está mais no estoque',
    'es-AR': 'Este auto ya no está en stock',
  },
  payment_in_progress: {
    'pt-BR': 'Já há um pagamento deste pedido em andamento ou concluído',
    'es-AR': 'Ya hay un pago de este pedido en curso o terminado',
  },
  payment_method_not_enabled: {
    'pt-BR': 'Esta forma de pagamento não está disponível para esta oferta',
    'es-AR': 'Este medio de pago no está disponible para esta oferta',
  },
  payment_method_not_offered: {
    'pt-BR': 'Esta forma de pagamento não é oferecida neste país',
    'es-AR': 'Este medio de pago no se ofrece en este país',
  },
  campaign_not_found: { 'pt-BR': 'Campanha não encontrada', 'es-AR': 'Campaña no encontrada' },

  // Financing.
  financing_plan_not_found: {
    'pt-BR': 'Plano de financiamento não encontrado',
    'es-AR': 'Plan de financiación no encontrado',
  },
  financing_plan_not_offered: {
    'pt-BR': 'Este plano de financiamento não é oferecido aqui',
    'es-AR': 'Este plan de financiación no se ofrece aquí',
  },
  financing_simulation_not_found: {
    'pt-BR': 'Simulação não encontrada',
    'es-AR': 'Simulación no encontrada',
  },
  financing_offer_not_found: {
    'pt-BR': 'Condição comercial não encontrada',
    'es-AR': 'Condición comercial no encontrada',
  },
  financing_offer_not_applicable: {
    'pt-BR': 'Esta condição comercial não se aplica a esta simulação',
    'es-AR': 'Esta condición comercial no se aplica a esta simulación',
  },
  financing_offer_params_required: {
    'pt-BR': 'Escolha a condição comercial e a simulação',
    'es-AR': 'Elegí la condición comercial y la simulación',
  },
  financing_not_a_balloon_plan: {
    'pt-BR': 'Este plano não tem parcela final',
    'es-AR': 'Este plan no tiene cuota final',
  },
  financing_not_a_next_plan: {
    'pt-BR': 'Este plano não tem valor residual',
    'es-AR': 'Este plan no tiene valor residual',
  },
  financing_document_empty: { 'pt-BR': 'O documento está vazio', 'es-AR': 'El documento está vacío' },
  financing_document_type_not_accepted: {
    'pt-BR': 'Este tipo de documento não é aceito',
    'es-AR': 'Este tipo de documento no se acepta',
  },
  financing_formalization_not_allowed: {
    'pt-BR': 'Só uma proposta aprovada pode ser formalizada',
    'es-AR': 'Solo una propuesta aprobada puede formalizarse',
  },
  financing_invalid_argument: {
    'pt-BR': 'Os valores da simulação não são válidos',
    'es-AR': 'Los valores de la simulación no son válidos',
  },
  financing_term_not_available: {
    'pt-BR': 'Este prazo não está disponível neste plano',
    'es-AR': 'Este plazo no está disponible en este plan',
  },
  financing_entrance_out_of_range: {
    'pt-BR': 'A entrada está fora dos limites do plano',
    'es-AR': 'El anticipo está fuera de los límites del plan',
  },
  financing_final_installment_out_of_range: {
    'pt-BR': 'A parcela final está fora dos limites do plano',
    'es-AR': 'La cuota final está fuera de los límites del plan',
  },

  // Clubs, B2E, partnerships and rental.
  club_not_found: {
    'pt-BR': 'Clube de descontos não encontrado',
    'es-AR': 'Club de descuentos no encontrado',
  },
  club_not_member: {
    'pt-BR': 'Este preço é para membros do clube e seus dependentes',
    'es-AR': 'Este precio es para miembros del club y sus dependientes',
  },
  club_other_market: {
    'pt-BR': 'Este clube atende outro país',
    'es-AR': 'Este club atiende a otro país',
  },
  club_document_taken: {
    'pt-BR': 'Este documento já pertence a um membro do clube',
    'es-AR': 'Este documento ya pertenece a un miembro del club',
  },
  partnership_token_invalid: {
    'pt-BR': 'Este link de parceria não é válido',
    'es-AR': 'Este enlace de alianza no es válido',
  },
  partnership_token_expired: {
    'pt-BR': 'Este link de parceria expirou',
    'es-AR': 'Este enlace de alianza venció',
  },
  partnership_unconfigured: {
    'pt-BR': 'As parcerias estão indisponíveis no momento',
    'es-AR': 'Las alianzas no están disponibles en este momento',
  },
  b2e_limit_reached: {
    'pt-BR': 'O limite de {limit} carro(s) por ano do programa já foi atingido neste ano',
    'es-AR': 'Ya se alcanzó el límite de {limit} auto(s) por año del programa en este año',
  },
  b2e_company_not_found: {
    'pt-BR': 'Empresa parceira não encontrada',
    'es-AR': 'No se encontró la empresa asociada',
  },
  user_not_found: {
    'pt-BR': 'Nenhuma conta ativa com este e-mail',
    'es-AR': 'No hay ninguna cuenta activa con este e-mail',
  },
  selfie_already_accepted: {
    'pt-BR': 'A selfie deste pedido já foi aceita',
    'es-AR': 'La selfie de este pedido ya fue aceptada',
  },
  selfie_not_open: {
    'pt-BR': 'Este pedido não pede uma selfie agora',
    'es-AR': 'Este pedido no pide una selfie ahora',
  },
  selfie_in_progress: {
    'pt-BR': 'Uma selfie deste pedido está sendo verificada. Aguarde um instante.',
    'es-AR': 'Se está verificando una selfie de este pedido. Esperá un momento.',
  },
  quiz_not_open: {
    'pt-BR': 'Este pedido não tem perguntas de identidade a responder',
    'es-AR': 'Este pedido no tiene preguntas de identidad para responder',
  },
  b2e_not_eligible: {
    'pt-BR': 'Seu cadastro não está habilitado neste programa',
    'es-AR': 'Tu registro no está habilitado en este programa',
  },
  b2e_validation_not_found: {
    'pt-BR': 'Não encontramos uma validação válida do programa',
    'es-AR': 'No encontramos una validación vigente del programa',
  },
  b2e_bill_expired: {
    'pt-BR': 'Este link expirou; gere um novo',
    'es-AR': 'Este enlace venció; generá uno nuevo',
  },
  rental_proposal_changed: {
    'pt-BR': 'A proposta mudou enquanto isso. Atualize a página e tente novamente.',
    'es-AR': 'La propuesta cambió mientras tanto. Actualizá la página e intentá nuevamente.',
  },
  rental_transition_invalid: {
    'pt-BR': 'A proposta não pode passar para esta situação',
    'es-AR': 'La propuesta no puede pasar a este estado',
  },
  rental_user_not_started: {
    'pt-BR': 'Informe primeiro a empresa para a qual você aluga',
    'es-AR': 'Indicá primero la empresa para la que alquilás',
  },

  // Test drives, quotations, dealer visits and back office.
  test_drive_changed: {
    'pt-BR': 'O test drive mudou enquanto isso. Atualize a página e tente novamente.',
    'es-AR': 'El test drive cambió mientras tanto. Actualizá la página e intentá nuevamente.',
  },
  test_drive_transition_not_allowed: {
    'pt-BR': 'O test drive não pode passar para esta situação',
    'es-AR': 'El test drive no puede pasar a este estado',
  },
  test_drive_answer_window_closed: {
    'pt-BR': 'As 24 horas para responder terminaram',
    'es-AR': 'Las 24 horas para responder terminaron',
  },
  test_drive_not_due: {
    'pt-BR': 'O pedido ainda não venceu',
    'es-AR': 'El pedido todavía no venció',
  },
  test_drive_before_day: {
    'pt-BR': 'O test drive ainda não aconteceu',
    'es-AR': 'El test drive todavía no se hizo',
  },
  test_drive_not_done: {
    'pt-BR': 'Só um test drive realizado pode ser avaliado',
    'es-AR': 'Solo un test drive realizado puede calificarse',
  },
  test_drive_already_rated: {
    'pt-BR': 'Este test drive já foi avaliado',
    'es-AR': 'Este test drive ya fue calificado',
  },
  test_drive_rating_invalid: {
    'pt-BR': 'A nota vai de 1 a 5',
    'es-AR': 'La calificación va de 1 a 5',
  },
  quotation_changed: {
    'pt-BR': 'A cotação mudou enquanto isso. Atualize a página e tente novamente.',
    'es-AR': 'La cotización cambió mientras tanto. Actualizá la página e intentá nuevamente.',
  },
  quotation_sending: {
    'pt-BR': 'A cotação está sendo enviada ao CRM',
    'es-AR': 'La cotización se está enviando al CRM',
  },
  dealer_visit_transition_not_allowed: {
    'pt-BR': 'A visita não pode passar para esta situação',
    'es-AR': 'La visita no puede pasar a este estado',
  },
  journey_error_not_open: {
    'pt-BR': 'Esta falha não está mais aberta',
    'es-AR': 'Esta falla ya no está abierta',
  },
  sandbox_disabled: {
    'pt-BR': 'O ambiente de testes não está ativo',
    'es-AR': 'El entorno de pruebas no está activo',
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

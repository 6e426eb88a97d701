import type { Shape } from '../shape';
import type { businessPtBR } from '../pt-br/business';
import { partnersEsAR } from '../partners.es-ar';
import { quotationEsAR } from '../quotation.es-ar';

/**
 * Texts of the dealer and staff desks (quotations, back office) and the company programs (rental,
 * employee purchase, discount club), in Argentine Spanish.
 */
export const businessEsAR: Shape<typeof businessPtBR> = {
  ...quotationEsAR,
  ...partnersEsAR,
  backOffice: {
    signIn: 'Ingresá con tu cuenta del equipo para continuar.',
    forbidden: 'Tu cuenta no tiene acceso a esta página.',
    settings: {
      title: 'Configuración de la página {{brand}}',
      intro: 'Rige para las páginas de esta marca en {{market}} desde la próxima visita.',
      switches: 'Funciones',
      labels: {
        chatBotEnabled: 'Conversación con el asistente en WhatsApp',
        subsidizedPriceEnabled: 'Precio subsidiado',
        showDictionaryTips: 'Consejos del diccionario',
        showCpfCnpjOnLeadForm: 'Mostrar CPF/CNPJ en el formulario de contacto',
        leadCompanyCpfCnpjMode: 'Modo CPF/CNPJ de empresa en el formulario de contacto',
        allowLeadsWithoutCpf: 'Aceptar contactos sin CPF',
        enabledLeadsWithoutCpfRegardlessCitiesAndDealers: 'Sin CPF en todas las ciudades y concesionarios',
      },
      cities: 'Ciudades que aceptan contacto sin CPF (códigos IBGE, separados por coma)',
      citiesInvalid: 'Usá códigos IBGE de 7 dígitos, separados por coma.',
      dealers: 'Concesionarios que aceptan contacto sin CPF (números de identificación, separados por coma)',
      ttl: 'Vigencia de la ubicación y del auto guardados (horas)',
      ttlInvalid: 'Ingresá una cantidad de horas entre 0 y 720.',
      legalTexts: 'Textos legales de la automotriz',
      privacyNoticeUrl: 'Dirección del aviso de privacidad propio',
      termsOfUseUrl: 'Dirección de los términos de uso propios',
      legalTextsHint: 'Dirección https. Vacío: el sitio muestra el texto predeterminado.',
      save: 'Guardar configuración',
      saved: 'Configuración guardada.',
    },
    errors: {
      documentTitle: 'Fallas de integración',
      title: 'Fallas de integración',
      intro:
        'Envíos que no llegaron al socio después de todos los intentos. Corregí el contenido, dejá una nota, descartá o reenviá.',
      status: 'Estado',
      allStatuses: 'Todos',
      statuses: {
        OPEN: 'Abierta',
        REPROCESSING: 'Reenviando',
        RESOLVED: 'Resuelta',
        DISMISSED: 'Descartada',
      },
      reprocess_one: 'Reenviar {{count}} seleccionada',
      reprocess_other: 'Reenviar {{count}} seleccionadas',
      reprocessed: 'Reenviadas: {{count}}. Omitidas: {{skipped}}.',
      empty: 'No hay fallas en este estado.',
      select: 'Seleccionar',
      selectOne: 'Seleccionar {{reference}}',
      journey: 'Recorrido',
      reference: 'Referencia',
      attempts: 'Intentos',
      lastError: 'Último error',
      updatedAt: 'Actualizada el',
      actions: 'Acciones',
      edit: 'Corregir {{reference}}',
      editTitle: 'Corregir el envío {{reference}}',
      payload: 'Contenido enviado (JSON)',
      invalidJson: 'El contenido no es un objeto JSON válido.',
      note: 'Nota',
      save: 'Guardar corrección',
      saved: 'Corrección guardada.',
      dismiss: 'Descartar',
      dismissed: 'Falla descartada.',
    },
  },
};

import type { Shape } from '../shape';
import type { commonPtBR } from '../pt-br/common';
import { journeysEsAR } from '../journeys.es-ar';
import { layoutEsAR } from '../layout.es-ar';
import { whatsappIntentEsAR } from '../whatsapp-intent.es-ar';

/**
 * Texts of the site frame (header, menu, footer, error and not-found pages), the shared components
 * (location box, WhatsApp entry, sign-in dialog) and the journeys several areas share, in
 * Argentine Spanish.
 */
export const commonEsAR: Shape<typeof commonPtBR> = {
  ...journeysEsAR,
  ...whatsappIntentEsAR,
  ...layoutEsAR,
  app: {
    name: 'Autohub',
    description: 'Modelos {{brand}} 0 km con precios, ofertas, financiación y concesionarios cerca tuyo.',
    skipToContent: 'Saltar al contenido principal',
    signIn: 'Ingresar',
    loading: 'Cargando…',
    dictionaryTipsOn: 'Pistas de traducción activadas: pasá el mouse sobre un texto para ver la clave.',
  },
  nav: {
    testDrive: 'Test drive',
    contact: 'Contacto',
    ratings: 'Opiniones',
    recalls: 'Recall',
    maintenance: 'Services',
    financing: 'Financiación',
    primary: 'Navegación principal',
    home: 'Inicio',
    dealers: 'Concesionarios',
    builder: 'Armá tu auto',
    brands: 'Marcas',
    brandsMenu: 'Cambiar de marca',
    /** The end of brandsMenu that the wide header shows. */
    brandsMenuShort: 'marca',
    currentBrand: 'Marca actual: {{brand}}',
    language: 'Idioma',
    homeOf: 'Página de inicio {{brand}}',
    account: 'Mi cuenta',
    rental: 'Alquiler para empresas',
    employeePurchase: 'Compra para empleados',
    club: 'Club de descuentos',
  },
  locales: {
    'pt-BR': 'Português (Brasil)',
    'es-AR': 'Español (Argentina)',
  },
  /** The language alone, which begins each name above: what a narrow header shows of it. */
  localeLanguages: {
    'pt-BR': 'Português',
    'es-AR': 'Español',
  },
  notFound: {
    documentTitle: '404: página no encontrada',
    title: 'Página no encontrada',
    message: 'La dirección que abriste no existe o fue movida.',
    unknownBrand: 'No encontramos la marca "{{brand}}".',
    unknownLocale: 'El idioma "{{locale}}" no está disponible.',
    chooseBrand: 'Elegí una marca',
    backHome: 'Ir a la página de inicio de {{brand}}',
  },
  errorPage: {
    documentTitle: 'Error al cargar la página',
    title: 'No pudimos cargar la página',
    retry: 'Intentar de nuevo',
  },
  actions: {
    back: 'Volver',
    close: 'Cerrar',
    ok: 'OK',
    dismiss: 'Cerrar mensaje',
  },
  popups: {
    success: 'Listo',
    error: 'Algo salió mal',
    notifications: 'Notificaciones',
  },
  footer: {
    rights: '© {{year}} {{brand}}. Todos los derechos reservados.',
    brands: 'Marcas',
    market: 'Argentina',
    nav: 'Enlaces del sitio',
    legal: 'Información legal',
    groups: {
      shop: 'Modelos y compra',
      services: 'Servicios',
      programs: 'Empresas y programas',
      help: 'Atención al cliente',
    },
    links: {
      compare: 'Comparar modelos',
      calculator: 'Simulador de financiación',
      reservation: 'Reserva online',
      maintenance: 'Precios de service',
      garage: 'Mi garaje',
      whatsapp: 'Atención por WhatsApp',
      privacy: 'Aviso de privacidad',
      terms: 'Términos de uso',
      myData: 'Mis datos personales',
    },
  },
  /** The catalogue's words on every page that lists models (home, builder, financing, test drive). */
  catalogue: {
    noModels: 'No hay modelos disponibles en este momento.',
    startingFrom: 'Desde',
  },
  errors: {
    generic: 'Ocurrió un error, intentá nuevamente',
    network: 'No pudimos conectarnos. Revisá tu conexión e intentá nuevamente.',
  },
  location: {
    title: 'Tu ubicación',
    state: 'Estado',
    province: 'Provincia',
    city: 'Ciudad (opcional)',
    choose: 'Seleccioná',
    anyCity: 'Cualquier ciudad',
    continue: 'Continuar',
    confirmQuestion: 'Estás en',
    confirm: 'Confirmar ubicación',
    change: 'Cambiar ubicación',
    pricesFor: 'Precios para',
  },
};

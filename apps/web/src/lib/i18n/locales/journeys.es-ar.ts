import { buildPartsEsAR } from './build-parts.es-ar';
import type { JourneysCatalogue } from './journeys.pt-br';

/** Texts of the journeys made whole, in Argentine Spanish (voseo). */
export const journeysEsAR: JourneysCatalogue = {
  journeys: {
    purchase: {
      coating: 'Tapizado',
      optionals: 'Opcionales',
      accessories: 'Accesorios',
      services: 'Servicios',
      price: 'Precio del auto configurado',
      includedInPack: 'incluido en el paquete',
      buildSummary: 'Tu auto configurado: {{price}}',
    },
    calculator: {
      model: 'Modelo',
      version: 'Versión',
      chooseModel: 'Elegí el modelo',
      versionOption: '{{version}} · {{price}}',
      upgradeVersion: 'Versión superior del {{model}}',
      noUpgrade: 'Esta ya es la versión más completa del {{model}} para este valor.',
      upgradeFrom: 'De {{from}} a {{to}}',
    },
    signIn: {
      title: 'Ingresá a tu cuenta',
      email: 'E-mail',
      password: 'Contraseña',
      submit: 'Ingresar',
      signingIn: 'Ingresando…',
      cancel: 'Ahora no',
      missing: 'Ingresá tu e-mail y tu contraseña.',
      createAccount: '¿Todavía no tenés cuenta? Creá una (se abre en otra pestaña)',
      proposalLead:
        'Ingresá para enviar la propuesta: lo que completaste sigue acá y va al banco apenas ingreses.',
      proposalButton: 'Ingresar y enviar la propuesta',
    },
    records: {
      testDrives: 'Test drives',
      emptyTestDrives: 'Todavía no agendaste test drives con esta cuenta.',
      loading: 'Cargando tus registros…',
      failed: 'No pudimos cargar tus registros. Intentá de nuevo más tarde.',
      proposal: '{{plan}} · {{vehicle}}',
      sentOn: 'Enviada el {{date}}',
      document: '{{type}} · {{file}}',
      documentFor: 'Enviado el {{date}} para la propuesta de {{plan}} ({{status}})',
      testDrive: '{{model}} en {{dealer}}',
      testDriveWhen: '{{date}} a las {{time}}',
      order: '{{vehicle}}',
      orderOn: 'Pedido del {{date}}',
      status: 'Estado: {{status}}',
      open: 'Ver detalles',
    },
    print: {
      title: 'Resumen de tu {{model}}',
      ...buildPartsEsAR,
      none: 'Ninguno',
      includedInPack: 'Incluido en el paquete',
      pricesIn: 'Precios para {{location}}, al {{date}}.',
      disclaimer: 'Precios sugeridos, sujetos a cambios sin previo aviso. Consultá a un concesionario.',
    },
  },
};

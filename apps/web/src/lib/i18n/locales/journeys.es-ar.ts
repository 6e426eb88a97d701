import type { JourneysCatalogue } from './journeys.pt-br';

/** Texts of the journeys made whole, in Argentine Spanish (voseo). */
export const journeysEsAR: JourneysCatalogue = {
  journeys: {
    print: {
      title: 'Resumen de tu {{model}}',
      version: 'Versión',
      color: 'Color',
      coating: 'Tapizado',
      optionals: 'Opcionales',
      accessories: 'Accesorios',
      services: 'Servicios',
      none: 'Ninguno',
      includedInPack: 'Incluido en el paquete',
      pricesIn: 'Precios para {{location}}, al {{date}}.',
      disclaimer: 'Precios sugeridos, sujetos a cambios sin previo aviso. Consultá a un concesionario.',
    },
  },
};

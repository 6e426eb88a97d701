import type { whatsappIntentPtBR } from './whatsapp-intent.pt-br';

/** Texts of the WhatsApp entry points and of the test-drive intent told to the bot, in Argentine Spanish. */
export const whatsappIntentEsAR: typeof whatsappIntentPtBR = {
  whatsappIntent: {
    entry: 'Hablar por WhatsApp',
    entryAbout: 'Hablar por WhatsApp sobre el {{model}}',
    entryDealer: 'Hablar por WhatsApp con {{dealer}}',
    intent: '¿Qué querés hacer?',
    purchase: 'Conocer más y comprar',
    testDrive: 'Agendar un test drive',
    version: 'Versión',
    chooseVersion: 'Elegí la versión',
    dealer: 'Concesionario',
    date: 'Día del test drive',
  },
};

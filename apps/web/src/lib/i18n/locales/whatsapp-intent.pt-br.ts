/** Texts of the WhatsApp entry points and of the test-drive intent told to the bot, in Brazilian Portuguese. */
export const whatsappIntentPtBR = {
  whatsappIntent: {
    entry: 'Conversar pelo WhatsApp',
    entryAbout: 'Conversar pelo WhatsApp sobre o {{model}}',
    entryDealer: 'Conversar pelo WhatsApp com {{dealer}}',
    intent: 'O que você quer?',
    purchase: 'Saber mais e comprar',
    testDrive: 'Agendar um test drive',
    version: 'Versão',
    chooseVersion: 'Escolha a versão',
    dealer: 'Concessionária',
    date: 'Dia do test drive',
  },
};

import type { Shape } from './shape';
import { buildPartsPtBR } from './build-parts.pt-br';

/**
 * Texts of the journeys made whole (one price everywhere, the person's records in the account,
 * nothing typed lost, the build on paper), in Brazilian Portuguese: the reference shape.
 */
export const journeysPtBR = {
  journeys: {
    purchase: {
      coating: 'Revestimento',
      optionals: 'Opcionais',
      accessories: 'Acessórios',
      services: 'Serviços',
      price: 'Preço do carro montado',
      includedInPack: 'incluído no pacote',
      buildSummary: 'Seu carro montado: {{price}}',
    },
    calculator: {
      model: 'Modelo',
      version: 'Versão',
      chooseModel: 'Escolha o modelo',
      versionOption: '{{version}} · {{price}}',
      upgradeVersion: 'Versão superior do {{model}}',
      noUpgrade: 'Esta já é a versão mais completa do {{model}} neste valor.',
      upgradeFrom: 'De {{from}} para {{to}}',
    },
    signIn: {
      title: 'Entrar na sua conta',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      signingIn: 'Entrando…',
      cancel: 'Agora não',
      missing: 'Digite seu e-mail e sua senha.',
      createAccount: 'Ainda não tem conta? Crie uma (abre em outra aba)',
      proposalLead:
        'Entre para enviar a proposta: o que você preencheu continua aqui e segue para o banco assim que você entrar.',
      proposalButton: 'Entrar e enviar a proposta',
    },
    records: {
      testDrives: 'Test drives',
      emptyTestDrives: 'Você ainda não agendou test drives com esta conta.',
      loading: 'Carregando seus registros…',
      failed: 'Não foi possível carregar seus registros. Tente novamente mais tarde.',
      proposal: '{{plan}} · {{vehicle}}',
      sentOn: 'Enviada em {{date}}',
      document: '{{type}} · {{file}}',
      documentFor: 'Enviado em {{date}} para a proposta de {{plan}} ({{status}})',
      testDrive: '{{model}} na {{dealer}}',
      testDriveWhen: '{{date}} às {{time}}',
      order: '{{vehicle}}',
      orderOn: 'Pedido em {{date}}',
      status: 'Situação: {{status}}',
      open: 'Ver detalhes',
    },
    print: {
      title: 'Resumo do seu {{model}}',
      ...buildPartsPtBR,
      none: 'Nenhum',
      includedInPack: 'Incluído no pacote',
      pricesIn: 'Preços para {{location}}, em {{date}}.',
      disclaimer: 'Preços sugeridos, sujeitos a alteração sem aviso. Consulte uma concessionária.',
    },
  },
};

/** The shape the other languages of these texts must have. */
export type JourneysCatalogue = Shape<typeof journeysPtBR>;

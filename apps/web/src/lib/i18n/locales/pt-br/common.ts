import { journeysPtBR } from '../journeys.pt-br';
import { layoutPtBR } from '../layout.pt-br';
import { whatsappIntentPtBR } from '../whatsapp-intent.pt-br';

/**
 * Texts of the site frame (header, menu, footer, error and not-found pages), the shared components
 * (location box, WhatsApp entry, sign-in dialog) and the journeys several areas share, in
 * Brazilian Portuguese.
 */
export const commonPtBR = {
  ...journeysPtBR,
  ...whatsappIntentPtBR,
  ...layoutPtBR,
  app: {
    name: 'Autohub',
    description: 'Modelos {{brand}} 0 km com preços, ofertas, financiamento e concessionárias perto de você.',
    skipToContent: 'Pular para o conteúdo principal',
    signIn: 'Entrar',
    loading: 'Carregando…',
    dictionaryTipsOn: 'Dicas de tradução ativadas: passe o mouse sobre um texto para ver a chave.',
  },
  nav: {
    testDrive: 'Test drive',
    contact: 'Fale conosco',
    ratings: 'Avaliações',
    recalls: 'Recall',
    maintenance: 'Revisões',
    financing: 'Financiamento',
    primary: 'Navegação principal',
    home: 'Início',
    dealers: 'Concessionárias',
    builder: 'Monte seu carro',
    brands: 'Marcas',
    brandsMenu: 'Trocar de marca',
    /** The end of brandsMenu that the wide header shows. */
    brandsMenuShort: 'marca',
    currentBrand: 'Marca atual: {{brand}}',
    language: 'Idioma',
    homeOf: 'Página inicial {{brand}}',
    account: 'Minha conta',
    rental: 'Locação para empresas',
    employeePurchase: 'Compra para colaboradores',
    club: 'Clube de descontos',
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
    documentTitle: '404: página não encontrada',
    title: 'Página não encontrada',
    message: 'O endereço que você abriu não existe ou foi movido.',
    unknownBrand: 'Não encontramos a marca "{{brand}}".',
    unknownLocale: 'O idioma "{{locale}}" não está disponível.',
    chooseBrand: 'Escolha uma marca',
    backHome: 'Ir para a página inicial da {{brand}}',
  },
  errorPage: {
    documentTitle: 'Erro ao carregar a página',
    title: 'Não foi possível carregar a página',
    retry: 'Tentar novamente',
  },
  actions: {
    back: 'Voltar',
    close: 'Fechar',
    ok: 'OK',
    dismiss: 'Fechar mensagem',
  },
  popups: {
    success: 'Tudo certo',
    error: 'Algo deu errado',
    notifications: 'Notificações',
  },
  footer: {
    rights: '© {{year}} {{brand}}. Todos os direitos reservados.',
    brands: 'Marcas',
    market: 'Brasil',
    nav: 'Links do site',
    legal: 'Informações legais',
    groups: {
      shop: 'Modelos e compra',
      services: 'Serviços',
      programs: 'Empresas e programas',
      help: 'Atendimento',
    },
    links: {
      compare: 'Comparar modelos',
      calculator: 'Simulador de financiamento',
      reservation: 'Reserva online',
      maintenance: 'Preços de revisão',
      garage: 'Minha garagem',
      whatsapp: 'Atendimento por WhatsApp',
      privacy: 'Aviso de privacidade',
      terms: 'Termos de uso',
      myData: 'Meus dados pessoais',
    },
  },
  /** The catalogue's words on every page that lists models (home, builder, financing, test drive). */
  catalogue: {
    noModels: 'Nenhum modelo disponível no momento.',
    startingFrom: 'A partir de',
  },
  errors: {
    generic: 'Um erro ocorreu, tente novamente',
    network: 'Não foi possível conectar. Verifique sua internet e tente novamente.',
  },
  location: {
    title: 'Sua localização',
    state: 'Estado',
    province: 'Província',
    city: 'Cidade (opcional)',
    choose: 'Selecione',
    anyCity: 'Qualquer cidade',
    continue: 'Continuar',
    confirmQuestion: 'Você está em',
    confirm: 'Confirmar localização',
    change: 'Alterar localização',
    pricesFor: 'Preços para',
  },
};

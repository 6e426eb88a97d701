import { partnersPtBR } from '../partners.pt-br';
import { quotationPtBR } from '../quotation.pt-br';

/**
 * Texts of the dealer and staff desks (quotations, back office) and the company programs (rental,
 * employee purchase, discount club), in Brazilian Portuguese.
 */
export const businessPtBR = {
  ...quotationPtBR,
  ...partnersPtBR,
  backOffice: {
    signIn: 'Entre com sua conta da equipe para continuar.',
    forbidden: 'Sua conta não tem acesso a esta página.',
    settings: {
      title: 'Configurações da página {{brand}}',
      intro: 'Valem para as páginas desta marca em {{market}} a partir da próxima visita.',
      switches: 'Funções',
      labels: {
        chatBotEnabled: 'Conversa com o assistente no WhatsApp',
        subsidizedPriceEnabled: 'Preço subsidiado',
        showDictionaryTips: 'Dicas do dicionário',
        showCpfCnpjOnLeadForm: 'Mostrar CPF/CNPJ no formulário de contato',
        leadCompanyCpfCnpjMode: 'Modo CPF/CNPJ de empresa no formulário de contato',
        allowLeadsWithoutCpf: 'Aceitar contatos sem CPF',
        enabledLeadsWithoutCpfRegardlessCitiesAndDealers: 'Sem CPF em todas as cidades e concessionárias',
      },
      cities: 'Cidades que aceitam contato sem CPF (códigos IBGE, separados por vírgula)',
      citiesInvalid: 'Use códigos IBGE de 7 dígitos, separados por vírgula.',
      dealers:
        'Concessionárias que aceitam contato sem CPF (números de identificação, separados por vírgula)',
      ttl: 'Validade da localização e do carro salvos (horas)',
      ttlInvalid: 'Informe um número de horas entre 0 e 720.',
      legalTexts: 'Textos legais da montadora',
      privacyNoticeUrl: 'Endereço do aviso de privacidade próprio',
      termsOfUseUrl: 'Endereço dos termos de uso próprios',
      legalTextsHint: 'Endereço https. Vazio: o site mostra o texto padrão.',
      save: 'Salvar configurações',
      saved: 'Configurações salvas.',
    },
    errors: {
      documentTitle: 'Falhas de integração',
      title: 'Falhas de integração',
      intro:
        'Envios que não chegaram ao parceiro depois de todas as tentativas. Corrija o conteúdo, deixe uma observação, descarte ou reenvie.',
      status: 'Situação',
      allStatuses: 'Todas',
      statuses: {
        OPEN: 'Aberta',
        REPROCESSING: 'Reenviando',
        RESOLVED: 'Resolvida',
        DISMISSED: 'Descartada',
      },
      reprocess_one: 'Reenviar {{count}} selecionada',
      reprocess_other: 'Reenviar {{count}} selecionadas',
      reprocessed: 'Reenviadas: {{count}}. Ignoradas: {{skipped}}.',
      empty: 'Nenhuma falha nesta situação.',
      select: 'Selecionar',
      selectOne: 'Selecionar {{reference}}',
      journey: 'Jornada',
      reference: 'Referência',
      attempts: 'Tentativas',
      lastError: 'Último erro',
      updatedAt: 'Atualizada em',
      actions: 'Ações',
      edit: 'Corrigir {{reference}}',
      editTitle: 'Corrigir o envio {{reference}}',
      payload: 'Conteúdo enviado (JSON)',
      invalidJson: 'O conteúdo não é um objeto JSON válido.',
      note: 'Observação',
      save: 'Salvar correção',
      saved: 'Correção salva.',
      dismiss: 'Descartar',
      dismissed: 'Falha descartada.',
    },
  },
};

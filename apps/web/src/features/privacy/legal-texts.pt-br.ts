import type { NoticeCategoryId, NoticeRetention } from '@autohub/contract';

/**
 * The built-in privacy notice and terms of use, in one market's language and law. They ship with
 * the legal pages' chunk, not with the catalogue every page loads (decision 050).
 */
export interface LegalTexts {
  privacy: {
    title: string;
    documentTitle: (brand: string) => string;
    intro: (brand: string) => string;
    controllerTitle: string;
    controller: (brand: string) => string;
    /** When the car maker publishes its own notice (page settings). */
    ownNotice: (brand: string) => string;
    ownNoticeLink: (brand: string) => string;
    collectedTitle: string;
    collectedIntro: string;
    what: string;
    why: string;
    howLong: string;
    categories: Record<NoticeCategoryId, { title: string; what: string; why: string }>;
    retention: Record<NoticeRetention, string>;
    sharingTitle: string;
    sharing: string[];
    rightsTitle: string;
    rightsIntro: string;
    rights: string[];
    authorityTitle: string;
    authority: string;
    authorityLink: string;
    authorityUrl: string;
    accountTitle: string;
    accountIntro: string;
    exportLink: string;
    deleteLink: string;
    contact: string;
    contactLink: string;
  };
  terms: {
    title: string;
    documentTitle: (brand: string) => string;
    intro: (brand: string) => string;
    ownTerms: (brand: string) => string;
    ownTermsLink: (brand: string) => string;
    sections: { title: string; text: string }[];
    privacyLink: string;
  };
}

export const legalTextsPtBR: LegalTexts = {
  privacy: {
    title: 'Aviso de privacidade',
    documentTitle: (brand) => `Aviso de privacidade | ${brand}`,
    intro: (brand) =>
      `Este aviso explica quais dados pessoais o site ${brand} guarda, para quê, por quanto tempo e como você exerce os seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).`,
    controllerTitle: 'Quem cuida dos seus dados',
    controller: (brand) =>
      `A controladora dos dados é a montadora que comercializa a marca ${brand} no Brasil. As concessionárias da rede tratam os dados que você envia a elas para atender o seu pedido.`,
    ownNotice: (brand) =>
      `A montadora da ${brand} publica o seu próprio aviso de privacidade, com os dados da controladora e do encarregado (DPO).`,
    ownNoticeLink: (brand) => `Ler o aviso de privacidade da ${brand}`,
    collectedTitle: 'O que guardamos',
    collectedIntro:
      'Esta lista é a mesma da exportação dos seus dados na sua conta: tudo o que a plataforma guarda sobre você está em uma destas categorias.',
    what: 'O que é',
    why: 'Para quê',
    howLong: 'Por quanto tempo',
    categories: {
      account: {
        title: 'Conta e acesso',
        what: 'Nome, e-mail, telefone, CPF, endereço, a senha (guardada só como código irreversível), as sessões abertas e as contas de login social vinculadas.',
        why: 'Identificar você, manter a sua conta segura e preencher os formulários por você.',
      },
      consents: {
        title: 'Consentimentos',
        what: 'Cada autorização dada ou retirada (ofertas, contato da concessionária, pesquisas), por canal, com a data e a versão do texto.',
        why: 'Respeitar as suas escolhas e provar como e quando elas foram feitas (LGPD art. 8º).',
      },
      garage: {
        title: 'Garagem',
        what: 'Os carros que você cadastrou, montou ou deseja (placa, chassi, modelo) e as entregas de carros registradas em seu nome.',
        why: 'Mostrar revisões, recalls e ofertas do seu carro e pedir a sua avaliação depois da entrega.',
      },
      requests: {
        title: 'Pedidos de contato e test drives',
        what: 'Os dados dos formulários de interesse, de test drive e de fale conosco: nome, contato, cidade, concessionária e carro escolhidos, mensagem.',
        why: 'Responder ao seu pedido e enviá-lo à concessionária que você escolheu.',
      },
      financing: {
        title: 'Financiamento',
        what: 'As propostas de financiamento, os dados do proponente (renda, profissão, endereço) e os documentos enviados.',
        why: 'Simular o crédito e enviar a proposta ao banco para análise.',
      },
      purchases: {
        title: 'Reservas, pedidos e pagamentos',
        what: 'Os pedidos de reserva, os pagamentos, os documentos e a selfie da verificação de identidade e os cartões salvos (apenas bandeira, últimos quatro dígitos e validade, nunca o número).',
        why: 'Reservar o carro, receber o pagamento, prevenir fraudes e cumprir as obrigações fiscais da venda.',
      },
      programs: {
        title: 'Empresas e programas',
        what: 'O cadastro de locação para empresas e suas propostas, a validação na compra para colaboradores, o clube de descontos e seus dependentes, e as aprovações que você faz por uma empresa parceira.',
        why: 'Dar acesso às condições de cada programa e acompanhar os seus pedidos.',
      },
      ratings: {
        title: 'Avaliações',
        what: 'As notas e comentários que você publica sobre o carro e a concessionária.',
        why: 'Mostrar opiniões de clientes no site e melhorar o atendimento.',
      },
      deliveries: {
        title: 'Envios a parceiros',
        what: 'As cópias dos seus pedidos enviadas a parceiros (concessionária, CRM, banco, e-mail), o registro de cada tentativa de entrega e os eventos de navegação ligados a você.',
        why: 'Entregar o seu pedido a quem vai atendê-lo e corrigir falhas de envio.',
      },
    },
    retention: {
      'until-deletion':
        'Até você apagá-los ou excluir a sua conta: a exclusão da conta os apaga.',
      proof:
        'Guardados depois da exclusão da conta, como prova exigida por lei (LGPD arts. 8º e 37), ligados apenas a um identificador anônimo.',
      fiscal:
        'Os registros fiscais da venda ficam 5 anos (Código Tributário Nacional, art. 195), ligados a um identificador anônimo; documentos, selfies e cartões salvos são apagados com a conta.',
    },
    sharingTitle: 'Com quem compartilhamos',
    sharing: [
      'A concessionária que você escolhe, para atender o seu pedido, test drive, reserva ou revisão.',
      'O CRM da montadora, que registra os seus pedidos de contato.',
      'O banco, quando você envia uma proposta de financiamento.',
      'O meio de pagamento e o serviço de verificação de identidade, quando você faz uma reserva.',
      'Os serviços de e-mail, de mensagens e de armazenamento de arquivos que entregam e guardam o que você envia.',
    ],
    rightsTitle: 'Seus direitos (LGPD, art. 18)',
    rightsIntro: 'Você pode, a qualquer momento e sem custo:',
    rights: [
      'confirmar se tratamos os seus dados e acessá-los;',
      'corrigir dados incompletos, inexatos ou desatualizados;',
      'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;',
      'receber os seus dados em formato legível por máquina (portabilidade);',
      'eliminar os dados tratados com o seu consentimento e revogar o consentimento;',
      'saber com quem os seus dados foram compartilhados;',
      'saber o que acontece se você não der o consentimento;',
      'pedir a revisão de decisões tomadas só por meios automatizados.',
    ],
    authorityTitle: 'Autoridade de proteção de dados',
    authority:
      'Se achar que os seus direitos não foram respeitados, você pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
    authorityLink: 'Site da ANPD',
    authorityUrl: 'https://www.gov.br/anpd',
    accountTitle: 'Seus dados na sua conta',
    accountIntro:
      'Na área "Minha conta" você corrige os seus dados, muda os seus consentimentos, baixa tudo o que guardamos em um arquivo e exclui a sua conta.',
    exportLink: 'Baixar os meus dados',
    deleteLink: 'Excluir a minha conta',
    contact: 'Enviou um pedido sem ter conta, ou tem outra dúvida sobre os seus dados?',
    contactLink: 'Fale conosco',
  },
  terms: {
    title: 'Termos de uso',
    documentTitle: (brand) => `Termos de uso | ${brand}`,
    intro: (brand) =>
      `Estes termos valem para o uso do site ${brand} no Brasil. Ao usar o site, você concorda com eles.`,
    ownTerms: (brand) => `A montadora da ${brand} publica os seus próprios termos de uso.`,
    ownTermsLink: (brand) => `Ler os termos de uso da ${brand}`,
    sections: [
      {
        title: 'Preços e ofertas',
        text: 'Preços, versões, cores e condições podem mudar sem aviso e valem para o estado escolhido. A simulação de financiamento é uma estimativa: a aprovação e as condições finais são do banco.',
      },
      {
        title: 'Reservas e pedidos',
        text: 'Uma reserva segura o carro pelo tempo mostrado na página. A venda é feita pela concessionária, que emite a nota fiscal; o direito de arrependimento segue o Código de Defesa do Consumidor (art. 49).',
      },
      {
        title: 'Sua conta',
        text: 'Você é responsável pelos dados que informa e por manter a sua senha em segredo. Contas usadas para fraude ou abuso podem ser suspensas.',
      },
      {
        title: 'Conteúdo do site',
        text: 'Marcas, logotipos, imagens e textos pertencem à montadora e aos seus licenciantes e não podem ser copiados para uso comercial. As avaliações publicadas são opiniões dos clientes.',
      },
      {
        title: 'Privacidade',
        text: 'O tratamento dos seus dados pessoais está descrito no aviso de privacidade.',
      },
      {
        title: 'Lei aplicável',
        text: 'Estes termos seguem as leis brasileiras. Dúvidas podem ser enviadas pelo Fale conosco.',
      },
    ],
    privacyLink: 'Ler o aviso de privacidade',
  },
};

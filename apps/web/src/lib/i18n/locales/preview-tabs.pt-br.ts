/** Labels of the build preview tabs (spec document 1 §2), in Brazilian Portuguese. */
export const previewTabsPtBR = {
  myCar: 'Meu carro',
  initialPrice: 'Preço inicial',
  color: 'Cor',
  optionals: 'Opcionais',
  coating: 'Revestimento',
  accessories: 'Acessórios',
  bonus: 'Bônus',
  discount: 'Desconto',
  payment: 'Pagamento',
  cashPayment: 'Pagamento à vista',
  proposalValidity: 'Validade da proposta',
  comments: 'Observações',
  serialItems: 'Itens de série',
  versionEngineGearbox: 'Versão, motor e câmbio',
};

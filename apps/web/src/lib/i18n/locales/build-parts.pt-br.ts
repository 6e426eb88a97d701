/** Names of the parts of a build (configurator totals, printed summary), in Brazilian Portuguese. */
export const buildPartsPtBR = {
  version: 'Versão',
  color: 'Cor',
  coating: 'Revestimento',
  optionals: 'Opcionais',
  accessories: 'Acessórios',
  services: 'Serviços',
};

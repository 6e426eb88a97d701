/**
 * Texts of the version comparator, in Brazilian Portuguese: an area of its own, so the builder's pages do not
 * download them.
 */
export const comparatorPtBR = {
  comparator: {
    documentTitle: 'Comparar versões do {{model}}',
    title: 'Comparar versões do {{model}}',
    changeVersion: 'Trocar versão',
    highlights: 'Destaques',
    colors_one: '{{count}} cor disponível',
    colors_other: '{{count}} cores disponíveis',
    chooseLocation: 'Informe sua localização para ver o preço na sua região',
    build: 'Montar esta versão',
    differences: 'O que muda entre as versões',
    noDifferences: 'As versões escolhidas têm os mesmos itens e cores.',
    singleVersion: 'O {{model}} tem uma só versão: não há outra para comparar.',
    buildModel: 'Montar o {{model}}',
    item: 'Item',
    colorRow: 'Cor {{name}}',
    yes: 'Sim',
    no: 'Não',
    seeAllItems: 'Ver todos os itens',
    hideItems: 'Ocultar todos os itens',
    itemsOf: 'Itens de série da versão {{version}}',
  },
};

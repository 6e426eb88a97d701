/**
 * Texts of the journeys made whole (one price everywhere, the person's records in the account,
 * nothing typed lost, the build on paper), in Brazilian Portuguese: the reference shape.
 */
export const journeysPtBR = {
  journeys: {
    print: {
      title: 'Resumo do seu {{model}}',
      version: 'Versão',
      color: 'Cor',
      coating: 'Revestimento',
      optionals: 'Opcionais',
      accessories: 'Acessórios',
      services: 'Serviços',
      none: 'Nenhum',
      includedInPack: 'Incluído no pacote',
      pricesIn: 'Preços para {{location}}, em {{date}}.',
      disclaimer: 'Preços sugeridos, sujeitos a alteração sem aviso. Consulte uma concessionária.',
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The shape the other languages of these texts must have. */
export type JourneysCatalogue = Shape<typeof journeysPtBR>;

/**
 * Texts of the version comparator, in Argentine Spanish: an area of its own, so the builder's pages do not
 * download them.
 */
export const comparatorEsAR = {
  comparator: {
    documentTitle: 'Comparar versiones del {{model}}',
    title: 'Comparar versiones del {{model}}',
    changeVersion: 'Cambiar versión',
    highlights: 'Destacados',
    colors_one: '{{count}} color disponible',
    colors_other: '{{count}} colores disponibles',
    chooseLocation: 'Indicá tu ubicación para ver el precio en tu provincia',
    build: 'Armar esta versión',
    differences: 'Qué cambia entre las versiones',
    noDifferences: 'Las versiones elegidas tienen el mismo equipamiento y colores.',
    singleVersion: 'El {{model}} tiene una sola versión: no hay otra para comparar.',
    buildModel: 'Armá tu {{model}}',
    item: 'Ítem',
    colorRow: 'Color {{name}}',
    yes: 'Sí',
    no: 'No',
    seeAllItems: 'Ver todo el equipamiento',
    hideItems: 'Ocultar el equipamiento',
    itemsOf: 'Equipamiento de serie de la versión {{version}}',
  },
};

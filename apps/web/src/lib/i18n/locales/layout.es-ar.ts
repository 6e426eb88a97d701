/** Texts of the site frame (header menu, page announcements), in Argentine Spanish. */
export const layoutEsAR = {
  siteMenu: {
    open: 'Menú',
    close: 'Cerrar menú',
    more: 'Más',
    panel: 'Menú del sitio',
  },
};

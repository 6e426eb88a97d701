/** Texts of the site frame (header menu, page announcements), in Brazilian Portuguese. */
export const layoutPtBR = {
  siteMenu: {
    open: 'Menu',
    close: 'Fechar menu',
    more: 'Mais',
    panel: 'Menu do site',
  },
};

/** Id of the main landmark of every page (the skip link's target). */
export const MAIN_ID = 'main';

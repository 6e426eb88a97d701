import type { APIRequestContext, Page } from '@playwright/test';

/** The Brazilian states whose dealers may hold cars of the reservation campaign, most stocked first. */
export const BR_STATES = ['SP', 'MG', 'RJ', 'PR', 'RS', 'SC', 'BA', 'GO', 'PE', 'DF'];

interface Offers {
  units: { unitId: string }[];
}

/** A state whose dealers hold free cars of the version, asked to the api like the showcase does. */
export async function stockedState(
  request: APIRequestContext,
  campaignId: string,
  mvsCode: string,
  year: number,
  states: string[],
): Promise<string> {
  for (const state of states) {
    const answer = await request.get(
      `/api/reservations/availability?campaignId=${campaignId}&mvsCode=${mvsCode}&year=${year}&state=${state}`,
    );
    if (answer.ok() && ((await answer.json()) as Offers).units.length > 0) return state;
  }
  throw new Error(`no free car of ${mvsCode} in ${states.join(', ')}`);
}

const RESERVE_WORDS = {
  'pt-BR': { car: /Reservar este carro/, terms: /Li e aceito os termos da reserva online/ },
  'es-AR': { car: /Reservar este auto/, terms: /Leí y acepto los términos/ },
};

/**
 * On the showcase of a signed-in buyer: chooses the first car, accepts the reservation terms in the
 * page's language and reserves it, which opens the order.
 */
export async function reserveFirstCar(page: Page, locale: keyof typeof RESERVE_WORDS): Promise<void> {
  const words = RESERVE_WORDS[locale];
  await page.getByTestId('reservation-unit').first().getByRole('button', { name: words.car }).click();
  await page.getByLabel(words.terms).check();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
}

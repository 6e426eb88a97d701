import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  request as playwrightRequest,
} from '@playwright/test';
import { staffToken } from './fixtures';

/** What the sandbox CRM stored of one lead. */
export interface Receipt {
  kind: string;
  payload: Record<string, unknown>;
  deliveries: number;
}

export const staff = () => ({ authorization: `Bearer ${staffToken()}` });

/** What the sandbox CRM received for an e-mail; the outbox delivers in the background. */
export async function receiptFor(request: APIRequestContext, email: string): Promise<Receipt> {
  let found: Receipt | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/staff/sandbox/crm/receipts?email=${encodeURIComponent(email)}`,
          {
            headers: staff(),
          },
        );
        found = ((await answer.json()) as { items: Receipt[] }).items[0];
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Searches dealers by postal code in the dealer-choice component and picks the first one. */
export async function chooseDealer(
  page: Page,
  postalCode: string,
  within: Page | Locator = page,
): Promise<string> {
  await within.getByRole('textbox', { name: 'CEP' }).fill(postalCode);
  await within.getByRole('button', { name: 'Buscar' }).click();
  const options = page.getByRole('group', { name: 'Escolha a concessionária' }).getByRole('radio');
  await expect(options.first()).toBeVisible();
  const first = options.first();
  const label = (await page.locator(`label[for="${await first.getAttribute('id')}"]`).innerText()).replace(
    /^.*:\s*/,
    '',
  );
  await first.check();
  return label.trim();
}

/** Searches dealers by postal code in the dealer-choice component and picks the one named `name`. */
export async function chooseDealerNamed(page: Page, postalCode: string, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'CEP' }).fill(postalCode);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('group', { name: 'Escolha a concessionária' })
    .getByRole('radio', { name: new RegExp(escaped) })
    .check();
}

/** The demo seller's account (seeded outside production) and the dealers its desk answers for. */
export const DEMO_SELLER = { email: 'vendedor@autohub.dev', password: 'Autohub!2026' };

export async function demoSellerDealer(baseURL: string): Promise<{ id: string; name: string }> {
  const seller = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await seller.post('/api/auth/v3/authentication', {
      data: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
    });
    expect(signIn.status()).toBe(200);
    const desk = (await (await seller.get('/api/dealer/test-drives/desk')).json()) as {
      dealers: { id: string; name: string }[];
    };
    const dealer = desk.dealers[0];
    if (!dealer) throw new Error('the demo seller works at no dealer');
    return dealer;
  } finally {
    await seller.dispose();
  }
}

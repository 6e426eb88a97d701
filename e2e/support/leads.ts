import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
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

import type { Page } from '@playwright/test';
import { accountThroughApi } from './support/accounts';
import { receiptFor } from './support/leads';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The journeys as an Argentine buyer walks them on the es-AR pages (Peugeot, Dodge, Chrysler):
 * a lead and a test drive with an Argentine mobile, a recall by Argentine plate, the builder in
 * Spanish, and brands that sell nothing there saying so instead of listing a model.
 */

function isoDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Picks the first Peugeot dealer near Córdoba (postal code 5000) in the dealer choice. */
async function chooseCordobaDealer(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Código postal' }).fill('5000');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const options = page.getByRole('group', { name: 'Elegí el concesionario' }).getByRole('radio');
  await expect(options.first()).toBeVisible();
  await options.first().check();
}

test('an Argentine buyer sends a Peugeot lead with a Córdoba mobile written the local way', async ({
  page,
  visit,
  request,
}) => {
  const email = `lucia.${Date.now()}@example.com`;
  await visit('/es-AR/peugeot/lead');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía Fernández');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const phone = page.getByLabel('Celular con código de área');
  await phone.fill('0351 15 555-1234');
  await phone.blur();
  // The number is shown in its international mobile form once the field is left.
  await expect(phone).toHaveValue('+54 9 351 555-1234');
  await chooseCordobaDealer(page);
  await page.getByLabel('Acepto recibir contacto por e-mail').check();
  await expectNoAxeViolations(page, 'filled Argentine lead form');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Recibimos tu consulta. El concesionario se va a comunicar con vos pronto.'),
  ).toBeVisible();

  const receipt = await receiptFor(request, email);
  expect(receipt.payload.phone).toBe('93515551234');
});

test('an Argentine buyer books a Peugeot test drive with a Buenos Aires mobile', async ({ page, visit }) => {
  await visit('/es-AR/peugeot/test-drive');
  await page.getByLabel('Modelo', { exact: true }).selectOption({ index: 1 });
  await chooseCordobaDealer(page);
  await page.getByLabel('Fecha', { exact: true }).fill(isoDay(3));
  await page.getByRole('radio', { name: 'Mañana' }).check();
  await page.getByLabel('Horario').fill('10:30');
  await page.getByLabel('Nombre', { exact: true }).fill('Martín Gómez');
  await page.getByLabel('E-mail', { exact: true }).fill(`martin.${Date.now()}@example.com`);
  // A Brazilian mobile is not an Argentine one.
  await page.getByLabel('Celular con código de área').fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Pedir test drive' }).click();
  await expect(page.getByText('Ingresá un teléfono válido')).toBeVisible();

  await page.getByLabel('Celular con código de área').fill('11 2345-6789');
  await page.getByRole('button', { name: 'Pedir test drive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu test drive' })).toBeVisible();
  await expect(page.getByText('Esperando al concesionario')).toBeVisible();
  await expectNoAxeViolations(page, 'booked test drive');
});

test('an Argentine owner finds recalls by Mercosur and by 1995 plate', async ({ page, visit }) => {
  await visit('/es-AR/peugeot/recalls');
  const field = page.getByLabel('Patente o chasis');
  await field.fill('AE 123 BC');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '208 Allure 2025' })).toBeVisible();
  await expect(page.getByText('PE-2026-003').first()).toBeVisible();

  await field.fill('KJH456');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '208 Active 2015' })).toBeVisible();
  await expectNoAxeViolations(page, 'recall found by Argentine plate');
});

test('the Argentine builder speaks Spanish: optionals, colours and nafta', async ({ page, visit }) => {
  test.setTimeout(60_000);
  await visit('/es-AR/peugeot/builder');
  const box = page.locator('.location');
  await box.locator('select').first().selectOption({ label: 'Córdoba' });
  await box.getByRole('button', { name: 'Continuar' }).click();
  await box.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await page.locator('a[data-model="P24A"]').click();
  await page.locator('button[data-mvs="P24AA8GT00T20CV2"]').click();
  await expect(page.locator('button[data-part="item-teto-solar"]')).toHaveAttribute(
    'aria-label',
    'Agregar Techo solar eléctrico',
  );
  await expect(page.getByText('Teto solar', { exact: false })).toHaveCount(0);
  await page.locator('.builder-stepper a[data-step="color"]').click();
  await expect(page.getByText(/Negro Perla Nera/).first()).toBeVisible();
  await expect(page.getByText(/Preto Perla Nera/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'Argentine builder colours');
  // The resume names the fuel the Argentine way.
  await page.locator('.builder-stepper a[data-step="resume"]').click();
  await page.getByRole('tab', { name: 'Ficha técnica' }).click();
  await expect(page.getByRole('heading', { name: 'Versión, motor y caja' })).toBeVisible();
  await expect(page.locator('.builder-specs')).toContainText('Nafta');
  await expect(page.locator('.builder-specs')).not.toContainText('Flex');
  // Services in Spanish too.
  await page.locator('.builder-stepper a[data-step="services"]').click();
  await expect(page.getByText('Seguro del auto (cotización previa)')).toBeVisible();
});

test('Dodge and Chrysler in Argentina list no model they cannot sell, and say so', async ({
  page,
  visit,
}) => {
  // Ten pages, each checked with axe.
  test.setTimeout(120_000);
  const noModels = 'No hay modelos disponibles en este momento.';
  for (const brand of ['dodge', 'chrysler']) {
    await visit(`/es-AR/${brand}`);
    await expect(page.getByText(noModels)).toBeVisible();
    // The hero says so too, instead of inviting the buyer to models there are none of.
    await expect(page.locator('.hero')).toContainText(
      `Por ahora, ${brand === 'dodge' ? 'Dodge' : 'Chrysler'} no tiene modelos a la venta en Argentina.`,
    );
    await expect(page.locator('.model-card')).toHaveCount(0);
    // The builder, financing, calculator and test drive say the same instead of an empty choice.
    for (const path of ['builder', 'financing', 'financing/calculator', 'test-drive']) {
      await visit(`/es-AR/${brand}/${path}`);
      await expect(page.getByRole('status').filter({ hasText: noModels })).toBeVisible();
    }
  }
  // On a phone the brand's diagonal stripe is drawn in the band of the lead car's picture; with no
  // car that band holds the heading and the lead, so the stripe is left out rather than crossing them.
  await page.setViewportSize({ width: 375, height: 812 });
  const heroBackground = () =>
    page.locator('.hero').evaluate((hero) => getComputedStyle(hero).backgroundImage);
  await visit('/es-AR/chrysler');
  expect(await heroBackground()).toBe('none');
  await visit('/es-AR/jeep');
  expect(await heroBackground()).toContain('linear-gradient');
  await page.setViewportSize({ width: 1280, height: 720 });
  // Peugeot lists the models the builder and financing offer there.
  await visit('/es-AR/peugeot');
  await expect(page.locator('.model-card')).toHaveCount(3);
});

test('Argentine documents, postal codes, dates and money are laid out as they are typed', async ({
  page,
  visit,
}) => {
  await visit('/es-AR/fiat/rental');
  const cuit = page.getByLabel('CUIT');
  await cuit.pressSequentially('30712345671');
  await expect(cuit).toHaveValue('30-71234567-1');
  const mobile = page.getByLabel('Celular con código de área');
  await mobile.pressSequentially('0351 15 555-1234');
  await mobile.blur();
  await expect(mobile).toHaveValue('+54 9 351 555-1234');

  await visit('/es-AR/peugeot/lead');
  const postal = page.getByRole('textbox', { name: 'Código postal' });
  await postal.pressSequentially('x5000abc');
  await expect(postal).toHaveValue('X5000ABC');

  await visit('/es-AR/fiat/financing');
  await page.getByLabel('Modelo').selectOption({ index: 1 });
  await page.getByLabel('Versión').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /^Simular Crédito prendario tradicional/ }).click();
  await expect(page.getByTestId('installment')).toBeVisible();
  await page.getByRole('button', { name: 'Quiero esta propuesta' }).click();
  const cuil = page.getByLabel('CUIL');
  await cuil.pressSequentially('20123456786');
  await expect(cuil).toHaveValue('20-12345678-6');
  const birth = page.getByLabel('Fecha de nacimiento');
  await birth.pressSequentially('17051990');
  await expect(birth).toHaveValue('17/05/1990');
  const income = page.getByLabel('Ingreso mensual ($)');
  await income.pressSequentially('2500000');
  await expect(income).toHaveValue('$ 2.500.000');
  // Left, the amount shows its two decimals, as amounts are written elsewhere.
  await income.blur();
  await expect(income).toHaveValue('$ 2.500.000,00');
  await expectNoAxeViolations(page, 'masked Argentine applicant');
});

test('an Argentine account keeps a mobile typed the local way and a DNI instead of a CPF', async ({
  page,
  visit,
}) => {
  await accountThroughApi(page.request, `cuenta.${Date.now()}@example.com`, 'Lucía Fernández');
  await visit('/es-AR/fiat/account');
  const personal = page.locator('section[aria-labelledby="account-personal"]');
  const phone = personal.getByLabel('Celular');
  await phone.fill('351 555-1234');
  await phone.blur();
  await expect(phone).toHaveValue('+54 9 351 555-1234');
  // The document of the market: no CPF asked on the Argentine pages.
  await expect(personal.getByLabel('CPF')).toHaveCount(0);
  const document = personal.getByLabel('DNI o CUIL/CUIT');
  await document.pressSequentially('12345678');
  await expect(document).toHaveValue('12.345.678');
  await personal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  const saved = page.locator('section[aria-labelledby="account-personal"]');
  await expect(saved.getByLabel('Celular')).toHaveValue('+54 9 351 555-1234');
  await saved.getByLabel('DNI o CUIL/CUIT').focus();
  await expect(saved.getByLabel('DNI o CUIL/CUIT')).toHaveValue('12.345.678');
  // The user-data step counts the DNI: the account no longer asks to complete it.
  await expect(page.getByRole('link', { name: 'Completar datos' })).toHaveAttribute('href', /address-data$/);

  // The address's province is picked from the market's 24 jurisdictions, kept by name.
  const address = page.locator('section[aria-labelledby="account-address"]');
  const province = address.getByLabel('Provincia');
  await expect(province.locator('option')).toHaveCount(25);
  // Its longest name does not widen the form: on a phone the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => window.document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(
    province.locator('option', { hasText: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' }),
  ).toHaveCount(1);
  await address.getByLabel('Código postal').fill('X5000ABC');
  await address.getByLabel('Calle').fill('Avenida Colón');
  await address.getByLabel('Número').fill('1200');
  await address.getByLabel('Barrio').fill('Centro');
  await address.getByLabel('Ciudad').fill('Córdoba');
  await province.selectOption({ label: 'Córdoba' });
  await address.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  await page.reload();
  await expect(
    page.locator('section[aria-labelledby="account-address"]').getByLabel('Provincia'),
  ).toHaveValue('Córdoba');
});

test('an Argentine person completes the user-data step with a CUIL/CUIT; a wrong one is refused in Spanish', async ({
  page,
  visit,
}) => {
  await accountThroughApi(page.request, `cuil.${Date.now()}@example.com`, 'Martín Gómez');
  await visit('/es-AR/fiat/account/complete/user-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
  await page.getByLabel('Celular').fill('11 2345-6789');
  const document = page.getByLabel('DNI o CUIL/CUIT');
  await document.pressSequentially('20123456780');
  await expect(document).toHaveValue('20-12345678-0');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('CUIL inválido')).toBeVisible();
  await expect(document).toHaveAttribute('aria-invalid', 'true');
  await expect(document).toBeFocused();
  await expect(page).toHaveURL(/complete\/user-data$/);

  await document.fill('');
  await document.pressSequentially('20123456786');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await expect(page.getByText('CUIL inválido')).toHaveCount(0);

  // The account shows it back, and the personal-data export lists it.
  await visit('/es-AR/fiat/account');
  const personal = page.locator('section[aria-labelledby="account-personal"]');
  await personal.getByLabel('DNI o CUIL/CUIT').focus();
  await expect(personal.getByLabel('DNI o CUIL/CUIT')).toHaveValue('20-12345678-6');
  const exported = await page.request.get('/api/privacy/export');
  expect((await exported.json()).account.document).toEqual({ kind: 'CUIL', number: '20123456786' });
  await expectNoAxeViolations(page, 'Argentine account with a CUIL');
});

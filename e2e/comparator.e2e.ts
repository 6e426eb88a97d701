import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The version comparator: two versions side by side, the items that set them apart, a third
 * version added by changing a column, every item on request, and back to the builder.
 */

const CASES = [
  {
    locale: 'pt-BR',
    brand: 'fiat',
    model: '226',
    versions: ['226ED30', '226VD92'],
    other: '226FD31',
    heading: /Comparar versões do Fiat Toro/,
    yes: 'Sim',
    no: 'Não',
    seeAll: 'Ver todos os itens',
    chooseLocation: 'Informe sua localização para ver o preço na sua região',
    startingFrom: 'A partir de',
    confirmLocation: 'Confirmar localização',
    stateLabel: 'Minas Gerais',
    stateIso: 'MG',
    country: 'BR',
  },
  {
    locale: 'es-AR',
    brand: 'peugeot',
    model: 'P24A',
    versions: ['P24AA8ACPKT20CV0', 'P24AA8GT00T20CV2'],
    other: 'P24AA8ALURT20CV1',
    heading: /Comparar versiones del Peugeot 2008/,
    yes: 'Sí',
    no: 'No',
    seeAll: 'Ver todo el equipamiento',
    chooseLocation: 'Indicá tu ubicación para ver el precio en tu provincia',
    startingFrom: 'Desde',
    confirmLocation: 'Confirmar ubicación',
    stateLabel: 'Mendoza',
    stateIso: 'M',
    country: 'AR',
  },
] as const;

for (const c of CASES) {
  test(`${c.brand} in ${c.locale}: the comparator shows what differs between versions`, async ({
    page,
    visit,
    request,
  }) => {
    await visit(`/${c.locale}/${c.brand}/compare/${c.model}?versions=${c.versions.join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    const columns = page.locator('.comparator__column');
    await expect(columns).toHaveCount(2);
    // Before a location, each version's price is the country's reference, worded as a starting price.
    const startingPrice = new RegExp(`${c.startingFrom}\\s+(R\\$|\\$)\\s?\\d`);
    await expect(columns.first()).toContainText(startingPrice);

    // The differences shown are the api's, with the right version ticked in each row.
    const comparison = await // The page's market: the Argentine answer is in Spanish, as the page shows it.
    (
      await request.get('/api/catalogue/comparisons', {
        params: { mvsCode: c.versions.join(','), country: c.country },
      })
    ).json();
    expect(comparison.differences.length).toBeGreaterThan(0);
    const first = comparison.differences[0] as { item: string; presentIn: string[] };
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: first.item, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(
      c.versions.map((code) => (first.presentIn.includes(code) ? c.yes : c.no)),
    );

    // Prices follow the location chosen in the MODAL selector.
    const version0 = comparison.versions[0] as { mvs: { versionName: string } };
    await page.getByRole('button', { name: c.chooseLocation }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('combobox').first().selectOption({ label: c.stateLabel });
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await modal.getByRole('button', { name: c.confirmLocation }).click();
    await expect(modal).toBeHidden();
    const priced = await (
      await request.get('/api/catalogue/comparisons', {
        params: { mvsCode: c.versions.join(','), country: c.country, state: c.stateIso },
      })
    ).json();
    expect(priced.versions[0].mvs.price).not.toBeNull();
    await expect(columns.first()).toContainText(version0.mvs.versionName);
    await expect(columns.first()).not.toContainText(c.chooseLocation);
    await expect(columns.first()).not.toContainText(startingPrice);
    await expect(page.getByRole('button', { name: c.chooseLocation })).toHaveCount(0);

    // Change version: the first column becomes the third version of the model.
    await columns.first().getByRole('combobox').selectOption(c.other);
    await expect(page).toHaveURL(
      new RegExp(`versions=${c.other}%2C${c.versions[1]}|versions=${c.other},${c.versions[1]}`),
    );
    await expect(page.locator(`.comparator__column[data-mvs="${c.other}"]`)).toBeVisible();

    // See all items: out of sight until asked for.
    const version = comparison.versions[1] as { mvs: { versionName: string }; serialItems: string[] };
    const all = page.locator(`section[aria-label$="${version.mvs.versionName}"]`);
    await expect(all).toBeHidden();
    await page.getByRole('button', { name: c.seeAll }).click();
    await expect(page.locator('button[aria-controls][aria-expanded="true"]')).toBeVisible();
    await expect(all.getByRole('listitem')).toHaveText(version.serialItems);

    // Back: a first page of the visit goes back to the model's builder.
    await page.getByRole('button', { name: c.locale === 'pt-BR' ? 'Voltar' : 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.locale}/${c.brand}/builder/${c.model}`));
  });
}

// On a phone the differences table becomes one card per item, each version's answer beside its
// name: three long version names no longer push the page sideways, and it is still a table.
for (const c of CASES) {
  test(`${c.brand} in ${c.locale}: on a phone the differences are cards and the page does not scroll sideways`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(`/${c.locale}/${c.brand}/compare/${c.model}?versions=${[...c.versions, c.other].join(',')}`);
    await expect(page.locator('.comparator__column')).toHaveCount(3);
    const table = page.getByRole('table');
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell')).toHaveCount(3);
    await expect(firstRow.getByRole('rowheader')).toBeVisible();
    // The header row is there for screen readers only; each card names the versions itself.
    const headerWidth = await table
      .getByRole('columnheader')
      .first()
      .evaluate((cell) => cell.closest('thead')?.getBoundingClientRect().width ?? 0);
    expect(headerWidth).toBeLessThanOrEqual(1);
    const label = await firstRow
      .getByRole('cell')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain(await firstRow.getByRole('cell').first().getAttribute('data-label'));
    const { scrolled, viewport } = await page.evaluate(() => ({
      scrolled: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(scrolled).toBeLessThanOrEqual(viewport);
    await expectNoAxeViolations(page, 'comparator on a phone');
  });
}

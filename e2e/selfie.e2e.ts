import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { accountThroughApi } from './support/accounts';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { sharedToroBuild } from './support/builds';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The anti-fraud selfie on the order page, in both markets, with Chromium's fake camera playing a
 * drawn head: a dark picture sent as a file is refused and retried, the camera's picture is
 * accepted; in Argentina three refused pictures use up the attempts and the page says so.
 */

const WIDTH = 320;
const HEIGHT = 240;

/** Luma of the drawn head: a light oval with dark eyes and mouth on a darker background. */
function headLuma(x: number, y: number): number {
  const nx = x / WIDTH;
  const ny = y / HEIGHT;
  const dx = (nx - 0.5) / 0.22;
  const dy = (ny - 0.5) / 0.3;
  if (dx * dx + dy * dy > 1) return 70;
  const eye = (cx: number) => ((nx - cx) / 0.035) ** 2 + ((ny - 0.42) / 0.025) ** 2 <= 1;
  if (eye(0.43) || eye(0.57)) return 40;
  if (Math.abs(nx - 0.5) < 0.06 && Math.abs(ny - 0.62) < 0.012) return 90;
  return 205;
}

/** A .y4m video (4:2:0, grey chroma) of the head, the format Chromium's fake camera plays. */
function headVideo(): string {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) luma[y * WIDTH + x] = headLuma(x, y);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'autohub-camera-')), 'head.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
      frame,
    ]),
  );
  return file;
}

/** A dark PNG, as a phone in a pocket would take. */
function darkPicture(): Buffer {
  const png = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 10;
    png.data[i + 1] = 12;
    png.data[i + 2] = 14;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

test.use({
  permissions: ['camera'],
  launchOptions: {
    // Options given here replace the config's launch options: the shared flags, then the camera's.
    executablePath: chromiumExecutable,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${headVideo()}`,
    ],
  },
});

async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return { 'X-XSRF-TOKEN': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** A car reserved and paid by an approved sandbox card, through the api as the order page would. */
async function paidOrder(
  request: APIRequestContext,
  context: BrowserContext,
  market: { campaignId: string; mvsCode: string; year: number; states: string[] },
): Promise<string> {
  for (const state of market.states) {
    const offers = (await (
      await request.get(
        `/api/reservations/availability?campaignId=${market.campaignId}&mvsCode=${market.mvsCode}&year=${market.year}&state=${state}`,
      )
    ).json()) as { units?: { unitId: string }[] };
    for (const unit of offers.units ?? []) {
      const reserve = await request.post('/api/reservations/pre-reserve', {
        headers: { ...(await xsrf(context)), 'Idempotency-Key': crypto.randomUUID() },
        data: { campaignId: market.campaignId, unitId: unit.unitId, termsAccepted: true },
      });
      if (reserve.status() !== 201) continue;
      const { id } = (await reserve.json()) as { id: string };
      const tokenized = await request.post('/api/payments/sandbox/card-tokens', {
        headers: await xsrf(context),
        data: { number: '4242424242424242', holderName: 'TITULAR', expiry: '12/35', cvv: '123' },
      });
      expect(tokenized.status(), await tokenized.text()).toBe(201);
      const card = (await tokenized.json()) as { token: string; brand: string; lastFour: string };
      const paid = await request.post(`/api/reservations/${id}/payment`, {
        headers: { ...(await xsrf(context)), 'Idempotency-Key': crypto.randomUUID() },
        data: { method: 'card', ...card, installments: 1 },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      return id;
    }
  }
  throw new Error(`no free car of ${market.mvsCode}`);
}

test('Brazil: a dark picture is refused and retried, then the camera selfie is accepted and the order goes to anti-fraud', async ({
  page,
  context,
  visit,
}) => {
  const { mvs, year } = await sharedToroBuild(page.request);
  await accountThroughApi(page.request, `selfie.br.${Date.now()}@example.com`, 'Renata Alves');
  const orderId = await paidOrder(page.request, context, {
    campaignId: 'fiat-br-compra-integral',
    mvsCode: mvs.code,
    year,
    states: ['SP', 'MG', 'RJ', 'PR', 'RS', 'SC', 'BA', 'GO', 'PE', 'DF'],
  });
  await visit(`/pt-BR/fiat/reservation/orders/${orderId}`);
  const step = page.getByTestId('identity-check');
  await expect(step.getByRole('heading', { name: 'Foto de segurança' })).toBeVisible();
  await expect(step).toContainText('Tentativas restantes: 3 de 3.');

  // Without the camera: a dark picture from a file.
  await step
    .getByLabel('Sem câmera? Envie uma foto (JPEG ou PNG, até 3 MB)')
    .setInputFiles({ name: 'escuro.png', mimeType: 'image/png', buffer: darkPicture() });
  await step.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(page.getByTestId('selfie-result')).toHaveText(
    'Não encontramos seu rosto na foto. Tente de novo em um lugar iluminado, olhando para a câmera.',
  );
  await expect(page.getByTestId('selfie-result')).toBeFocused();
  await expect(step).toContainText('Tentativas restantes: 2 de 3.');
  await expectNoAxeViolations(page, 'the selfie step after a refused picture');

  // The camera: the fake device plays a face.
  await step.getByRole('button', { name: 'Abrir câmera' }).click();
  const preview = step.getByLabel('Imagem da câmera');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await step.getByRole('button', { name: 'Tirar foto' }).click();
  await expect(page.getByTestId('selfie-result')).toHaveText(
    'Foto aprovada. Sua identidade está em validação.',
  );
  await expect(page.getByTestId('identity-step')).toHaveText(
    'Validação de identidade: em análise antifraude',
  );
  await expect(step.getByRole('button', { name: 'Abrir câmera' })).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toContainText('Análise antifraude');
  await expectNoAxeViolations(page, 'the accepted selfie');
});

test('Argentina: three pictures without a face use up the attempts, and the page says so in Spanish', async ({
  page,
  context,
  visit,
}) => {
  await accountThroughApi(page.request, `selfie.ar.${Date.now()}@example.com`, 'Lucía Fernández');
  const orderId = await paidOrder(page.request, context, {
    campaignId: 'fiat-ar-reserva',
    mvsCode: '359D3M1',
    year: 2027,
    states: ['A', 'B', 'C', 'X', 'S', 'M'],
  });
  await visit(`/es-AR/fiat/reservation/orders/${orderId}`);
  const step = page.getByTestId('identity-check');
  await expect(step.getByRole('heading', { name: 'Foto de seguridad' })).toBeVisible();
  const file = step.getByLabel('¿Sin cámara? Enviá una foto (JPEG o PNG, hasta 3 MB)');

  // Sending with no file chosen is named beside the field.
  await step.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(step.getByText('Elegí una foto antes de enviar.')).toBeVisible();
  await expect(file).toBeFocused();

  for (const left of [2, 1]) {
    await file.setInputFiles({ name: 'oscura.png', mimeType: 'image/png', buffer: darkPicture() });
    await step.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByTestId('selfie-result')).toHaveText(
      'No encontramos tu rostro en la foto. Probá de nuevo en un lugar con luz, mirando a la cámara.',
    );
    await expect(step).toContainText(`Intentos restantes: ${left} de 3.`);
  }
  await file.setInputFiles({ name: 'oscura.png', mimeType: 'image/png', buffer: darkPicture() });
  await step.getByRole('button', { name: 'Enviar foto' }).click();
  const locked = page.getByTestId('selfie-locked');
  await expect(locked).toHaveText(
    'Alcanzaste la cantidad máxima de intentos de la foto. El concesionario se va a contactar con vos para validar tu identidad.',
  );
  await expect(step.getByRole('button', { name: 'Abrir cámara' })).toHaveCount(0);
  await expect(step.getByRole('button', { name: 'Enviar foto' })).toHaveCount(0);

  // The page read again keeps the message.
  await page.reload();
  await expect(page.getByTestId('selfie-locked')).toBeVisible();
  await expectNoAxeViolations(page, 'the selfie step with the attempts used up');
});

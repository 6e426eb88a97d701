import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The password of the accounts the journeys make. */
export const PASSWORD = 'Senha!123';

interface SentMail {
  kind: string;
  text: string;
}

/** The text of the latest message of a kind sent to an address, from the sandbox mailbox. */
export async function mailTo(request: APIRequestContext, email: string, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const answer = (await (
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: SentMail[];
      };
      text = answer.messages.find((m) => m.kind === kind)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** A confirmed account made through the api, signed in on `request`'s cookies. */
export async function accountThroughApi(request: APIRequestContext, email: string, name = 'Carla Souza') {
  const signUp = await request.post('/api/signup/password', {
    data: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(202);
  const token = decodeURIComponent(
    /[?&]token=([^\s&]+)/.exec(await mailTo(request, email, 'confirm-email'))?.[1] ?? '',
  );
  expect((await request.put('/api/confirm', { data: { token } })).ok()).toBe(true);
  const session = await request.post('/api/auth/v3/authentication', { data: { email, password: PASSWORD } });
  expect(session.status()).toBe(200);
}

/**
 * Follows a page's sign-in prompt: the sentence saying whose account it needs, then its one button
 * ("Entrar", "Ingresar"), which that sentence describes.
 */
export async function followSignInPrompt(page: Page, reason: string): Promise<void> {
  const button = page.getByRole('link', { name: /^(Entrar|Ingresar)$/ });
  await expect(button).toHaveAccessibleDescription(reason);
  await button.click();
}

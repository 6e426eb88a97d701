import type { Locale, LocalizedText } from '@autohub/domain';

/**
 * Messages of the auth answers that are not errors, in the person's language. The auth errors'
 * texts are in the domain's error catalogue.
 */
export const AUTH_TEXTS = {
  sign_up_accepted: {
    'pt-BR': 'Enviamos um link de confirmação para o seu e-mail. Abra-o para ativar sua conta.',
    'es-AR': 'Te enviamos un enlace de confirmación a tu e-mail. Abrilo para activar tu cuenta.',
  },
  resend_accepted: {
    'pt-BR': 'Se houver uma conta a confirmar com este e-mail, enviamos um novo link.',
    'es-AR': 'Si hay una cuenta por confirmar con este e-mail, te enviamos un nuevo enlace.',
  },
  forgot_accepted: {
    'pt-BR': 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.',
    'es-AR': 'Si hay una cuenta con este e-mail, te enviamos un enlace para crear una nueva contraseña.',
  },
} as const satisfies Record<string, LocalizedText>;

export type AuthTextCode = keyof typeof AUTH_TEXTS;

export function authText(
  code: AuthTextCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return AUTH_TEXTS[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

interface MailText {
  subject: string;
  text: (link: string, name: string) => string;
}

/** The e-mails of the account flows. Links are written out in full: some readers show no HTML. */
export const AUTH_MAILS: Record<
  'confirm-email' | 'reset-password' | 'already-registered',
  Record<Locale, MailText>
> = {
  'confirm-email': {
    'pt-BR': {
      subject: 'Confirme seu e-mail',
      text: (link, name) =>
        `Olá, ${name}.\n\nPara ativar sua conta, abra o link abaixo (válido por 48 horas):\n${link}\n\nSe você não criou uma conta, ignore esta mensagem.`,
    },
    'es-AR': {
      subject: 'Confirmá tu e-mail',
      text: (link, name) =>
        `Hola, ${name}.\n\nPara activar tu cuenta, abrí el enlace de abajo (válido por 48 horas):\n${link}\n\nSi no creaste una cuenta, ignorá este mensaje.`,
    },
  },
  'reset-password': {
    'pt-BR': {
      subject: 'Crie uma nova senha',
      text: (link, name) =>
        `Olá, ${name}.\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n${link}\n\nSe você não pediu, ignore esta mensagem: sua senha continua a mesma.`,
    },
    'es-AR': {
      subject: 'Creá una nueva contraseña',
      text: (link, name) =>
        `Hola, ${name}.\n\nPara crear una nueva contraseña, abrí el enlace de abajo (válido por 1 hora):\n${link}\n\nSi no lo pediste, ignorá este mensaje: tu contraseña sigue siendo la misma.`,
    },
  },
  'already-registered': {
    'pt-BR': {
      subject: 'Você já tem uma conta',
      text: (link, name) =>
        `Olá, ${name}.\n\nAlguém tentou criar uma conta com este e-mail, que já tem uma. Se foi você e esqueceu a senha, crie uma nova:\n${link}\n\nSe não foi você, ignore esta mensagem.`,
    },
    'es-AR': {
      subject: 'Ya tenés una cuenta',
      text: (link, name) =>
        `Hola, ${name}.\n\nAlguien intentó crear una cuenta con este e-mail, que ya tiene una. Si fuiste vos y olvidaste la contraseña, creá una nueva:\n${link}\n\nSi no fuiste vos, ignorá este mensaje.`,
    },
  },
};
